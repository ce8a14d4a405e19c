// `pnpm size`: the JavaScript and CSS bytes (gzip) each route loads on a first visit, per language,
// measured in Chromium against the production build: what the browser really fetched.
import { PAGE_STATE_ID } from '@inphr/api';
import { startServer } from '@inphr/server/launch';
import { FIRST_LOAD_JS_BUDGET, builtFileGzipBytes, textsGzipBytes } from './page-weight';
import { launchChromium } from './chromium';

const ROUTES = [
  '/',
  '/business',
  '/history',
  '/service',
  '/service/inphrcare',
  '/service/inphrtemp',
  '/faq',
  '/media',
  '/media/1?lang=KO',
  '/cooperate',
  '/no-such-page',
];
const LANGS = (process.env.SIZE_LANGS ?? 'ko,en,ja').split(',');

const server = await startServer();
const browser = await launchChromium();
const rows: { lang: string; route: string; jsFiles: number; js: number; state: number; css: number }[] = [];
try {
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const js = new Set<string>();
      const css = new Set<string>();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.origin !== server.base) return;
        if (url.pathname.endsWith('.js')) js.add(url.pathname);
        if (url.pathname.endsWith('.css')) css.add(url.pathname);
      });
      const sep = route.includes('?') ? '&' : '?';
      await page.goto(`${server.base}${route}${sep}lng=${lang}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const sum = (set: Set<string>) => [...set].reduce((n, p) => n + builtFileGzipBytes(p), 0);
      // The page's texts and data travel in the HTML as JSON for hydration: they count with the JavaScript.
      const state = await page.evaluate((id) => document.getElementById(id)?.textContent ?? '', PAGE_STATE_ID);
      rows.push({ lang, route, jsFiles: js.size, js: sum(js), state: textsGzipBytes(state), css: sum(css) });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log('\nFirst-load JavaScript and CSS per route (gzip -9 of the files the browser fetched)\n');
console.log('lang  route                    JS files   JS KB  texts KB  JS+texts   CSS KB');
for (const r of rows)
  console.log(`${r.lang.padEnd(5)} ${r.route.padEnd(24)} ${String(r.jsFiles).padStart(8)} ${kb(r.js)}   ${kb(r.state)}   ${kb(r.js + r.state)} ${kb(r.css)}`);
const worst = rows.reduce((a, b) => (b.js + b.state > a.js + a.state ? b : a));
console.log(
  `\nLargest: ${worst.route} (${worst.lang}) ${kb(worst.js + worst.state).trim()} KB of JavaScript with its texts (budget ${FIRST_LOAD_JS_BUDGET / 1024} KB): ${worst.js + worst.state <= FIRST_LOAD_JS_BUDGET ? 'within' : 'OVER'}`,
);

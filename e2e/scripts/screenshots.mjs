import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const spec of paths) {
  const [path, width = '1366', name = path.replace(/\W+/g, '_')] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await context.newPage();
  const msgs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => msgs.push(`pageerror: ${e.message}`));
  const res = await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/probe/${name}-${width}.png`, fullPage: true });
  console.log(path, width, res.status(), await page.title(), msgs.length ? '\n  ' + msgs.join('\n  ') : 'no console errors');
  await context.close();
}
await browser.close();

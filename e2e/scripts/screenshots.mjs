import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@inphr/chromium';
const [, , base, ...paths] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions());
for (const spec of paths) {
  const [path, width = '1366', name = path.replace(/\W+/g, '_')] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await context.newPage();
  const msgs = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') msgs.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => msgs.push(`pageerror: ${e.message}`));
  const res = await page.goto(base + path, { waitUntil: 'networkidle' });
  // walk down the page so lazy images load, then back to the top
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${process.env.SHOT_DIR ?? '/tmp/probe'}/${name}-${width}.png`, fullPage: true, animations: 'disabled', timeout: 60_000 });
  console.log(path, width, res.status(), await page.title(), msgs.length ? '\n  ' + msgs.join('\n  ') : 'no console errors');
  await context.close();
}
await browser.close();

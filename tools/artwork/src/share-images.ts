// Draws the Open Graph / Twitter share image of each language (1200x630 PNG, what Facebook, X,
// Kakao and Naver accept; they do not read SVG) from the site's own texts and its platform
// diagram (as the build drew it into apps/web/public/images), in Debian's Chromium. The PNGs are
// committed (apps/web/public/og/share.{lang}.png): run `pnpm --filter @inphr/artwork share-images`
// after changing those texts or the diagram.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { STABLE_TEXT_FLAGS, chromiumLaunchOptions } from '@inphr/chromium';
import { BRAND_NAME, LANGUAGES } from '@inphr/content';
import { escText as escape } from './draw/svg';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(root + path, 'utf8');

const browser = await chromium.launch(chromiumLaunchOptions(STABLE_TEXT_FLAGS));
try {
  for (const lang of LANGUAGES) {
    const home = JSON.parse(read(`packages/i18n/src/locales/${lang}/home.json`)) as { hero: { headline: string; subheadline: string } };
    const diagram = read(`apps/web/public/images/home/platform.${lang}.svg`);
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><style>
      html,body{margin:0;width:1200px;height:630px;overflow:hidden}
      body{font-family:'Noto Sans CJK KR','Noto Sans CJK JP','Noto Sans',system-ui,sans-serif;background:linear-gradient(135deg,#eef5ff 0%,#ffffff 60%);color:#10213a;display:grid;grid-template-columns:500px 1fr;align-items:center}
      .text{padding:0 0 0 64px}
      .brand{font-size:40px;font-weight:800;color:#1257c7;letter-spacing:-0.5px;margin:0 0 28px}
      h1{font-size:${lang === 'en' ? 46 : 42}px;line-height:1.25;margin:0 0 20px;font-weight:800;word-break:keep-all}
      p{font-size:22px;line-height:1.5;margin:0;color:#3b4a60;word-break:keep-all}
      .art{padding:0 40px 0 8px}.art svg{width:100%;height:auto;display:block}
    </style><body><div class="text"><div class="brand">${escape(BRAND_NAME)}</div><h1>${escape(home.hero.headline)}</h1><p>${escape(home.hero.subheadline)}</p></div><div class="art">${diagram}</div></body></html>`);
    await page.evaluate(() => document.fonts.ready);
    const file = `${root}apps/web/public/og/share.${lang}.png`;
    await page.screenshot({ path: file, type: 'png' });
    console.log(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
    await page.close();
  }
} finally {
  await browser.close();
}

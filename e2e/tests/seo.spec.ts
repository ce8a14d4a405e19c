import { LANGUAGES, STATIC_PAGE_PATHS } from '@inphr/content';
import { expect, test } from '../support/fixtures';

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
}

test('every page carries its title, description, canonical, alternates and share tags', async ({ request }) => {
  for (const lang of LANGUAGES) {
    for (const path of STATIC_PAGE_PATHS) {
      const html = await (await request.get(`${path}?lng=${lang}`)).text();
      expect(html, path).toMatch(/<title>[^<]{3,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}">/);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toContain(`${path}?lng=${lang}">`);
      for (const alt of [...LANGUAGES, 'x-default']) expect(html).toContain(`hreflang="${alt}"`);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale', 'twitter:card']) expect(html).toContain(tag);
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/og/share\\.${lang}\\.png">`));
      const types = jsonLdTypes(html);
      if (path === '/') expect(types).toEqual(['Organization', 'WebSite']);
      else expect(types).toContain('BreadcrumbList');
      if (path === '/faq') expect(types).toContain('FAQPage');
    }
  }
});

test('a news item is a NewsArticle titled by its headline', async ({ request }) => {
  const list = await (await request.get('/api/media?hospSeqNo=100&size=1&lang=EN')).json();
  const item = list.data.list[0];
  const html = await (await request.get(`/media/${item.id}?lang=EN&lng=en`)).text();
  expect(jsonLdTypes(html)).toContain('NewsArticle');
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toMatch(new RegExp(`<title>${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}`));
});

test('the share images are PNGs of 1200x630 in each language', async ({ request }) => {
  for (const lang of LANGUAGES) {
    const res = await request.get(`/og/share.${lang}.png`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }
});

test('sitemap, robots and RSS', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of LANGUAGES) for (const path of STATIC_PAGE_PATHS) expect(sitemap).toContain(`${path}?lng=${lang}</loc>`);
  expect((sitemap.match(/\/media\/\d+\?lang=/g) ?? []).length).toBeGreaterThanOrEqual(120);
  expect(sitemap).toContain('<lastmod>');
  for (const lang of LANGUAGES) {
    const rss = await request.get(`/rss.xml?lng=${lang}`);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const text = await rss.text();
    expect(text).toContain(`<language>${lang}</language>`);
    expect((text.match(/<item>/g) ?? []).length).toBe(30);
  }
});

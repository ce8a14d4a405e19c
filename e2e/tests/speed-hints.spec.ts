import { LANGUAGES } from '@inphr/content';
import { expect, test } from '../support/fixtures';

/** The `<head>` of a page, and the request hints in it, in document order. */
function headHints(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="(preload|modulepreload|stylesheet)"[^>]*>/g)].map((m) => m[0]);
}

for (const [path, image] of [
  ['/', 'home/hero-phone'],
  ['/service/inphrcare', 'services/care/phone'],
  ['/service/inphrtemp', 'services/temp/hero'],
] as const) {
  test(`${path} asks for its hero image before its scripts, in the page language`, async ({ request }) => {
    for (const lang of LANGUAGES) {
      const hints = headHints(await (await request.get(`${path}?lng=${lang}`)).text());
      expect(hints[0], `${path} ${lang}`).toMatch(new RegExp(`^<link rel="preload" as="image" href="/images/${image}\\.${lang}\\.svg" fetchpriority="high">$`));
      expect(hints.slice(1).some((h) => h.includes('rel="modulepreload"'))).toBe(true);
    }
  });
}

test('a page without a hero image preloads no image', async ({ request }) => {
  const hints = headHints(await (await request.get('/faq?lng=en')).text());
  expect(hints.filter((h) => h.includes('as="image"'))).toEqual([]);
});

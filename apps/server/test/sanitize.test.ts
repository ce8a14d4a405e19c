import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeFaqHtml, sanitizeNewsHtml } from '../src/lib/sanitize';

describe('htmlToText', () => {
  it('keeps words of adjacent blocks apart and collapses white space', async () => {
    expect(await htmlToText('<h2>Title</h2><p>One<br>two</p><ul><li>a</li><li>b</li></ul><table><tr><td>x</td></tr><tr><td>y</td></tr></table>')).toBe(
      'Title One two a b x y',
    );
  });

  it('reads text only: markup that would run or load stays inert', async () => {
    const text = await htmlToText('<img src=x onerror="globalThis.ran=1"><p>safe</p><script>globalThis.ran=2</script>');
    expect(text).toBe('safe globalThis.ran=2');
    expect((globalThis as { ran?: number }).ran).toBeUndefined();
  });

  it('reads what the sanitizer keeps', async () => {
    expect(await htmlToText(await sanitizeNewsHtml('<p>Hello <b>world</b></p><script>x()</script>'))).toBe('Hello world');
  });
});

describe('sanitizeNewsHtml', () => {
  it('keeps no data-* and no aria-* attribute: a body cannot carry the page’s own marks', async () => {
    const clean = await sanitizeNewsHtml('<p data-when-seen="" data-x="1" aria-label="hidden words" aria-hidden="true" lang="en">text</p>');
    expect(clean).toBe('<p lang="en">text</p>');
  });
});

/**
 * Addresses a browser reads as `//host` (another site): it takes a backslash for a slash and drops
 * tabs and line breaks anywhere in an address, whatever their case or spelling in the HTML.
 */
const OTHER_ORIGIN = [
  '/\\evil.example',
  '/\\EVIL.example/x',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t\\evil.example',
  '/\n\\evil.example',
  '/\r\n\\Evil.Example',
  '\t/\\evil.example',
  '/&#9;\\evil.example',
  '/&#92;evil.example',
  '&#x2F;&#x5C;evil.example',
];

describe('addresses that lead to another origin', () => {
  it('are dropped from a news body’s links and images, and from an FAQ answer’s links', async () => {
    for (const url of OTHER_ORIGIN) {
      expect(await sanitizeNewsHtml(`<a href="${url}">x</a>`), url).toBe('<a>x</a>');
      expect(await sanitizeNewsHtml(`<img src="${url}/a.png" alt="a">`), url).toBe('<img alt="a">');
      expect(await sanitizeFaqHtml(`<a href="${url}">x</a>`), url).toBe('<a>x</a>');
    }
  });

  it('leave the site’s own paths, fragments and other sites’ full addresses as they are', async () => {
    for (const url of ['/media/1', '/faq?lng=en', '/a\\b', '#top', 'https://other.example/x', 'mailto:kim@naver.com'])
      expect(await sanitizeNewsHtml(`<a href="${url}">x</a>`), url).toBe(`<a href="${url}">x</a>`);
    expect(await sanitizeNewsHtml('<img src="/images/a.png">')).toBe('<img src="/images/a.png">');
  });
});

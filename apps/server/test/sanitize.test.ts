import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeNewsHtml } from '../src/lib/sanitize';

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

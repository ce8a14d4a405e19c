import { describe, expect, it } from 'vitest';
import { FAQ_HTML_POLICY, plainTextToHtml } from './faq-html';

describe('plainTextToHtml', () => {
  it('keeps a one-line answer as one paragraph', () => {
    expect(plainTextToHtml('Tap Sign Up.')).toBe('<p>Tap Sign Up.</p>');
  });

  it('turns a blank line into a new paragraph and a line break into <br>', () => {
    expect(plainTextToHtml('First line\n1. step\r\n2. step\n\n  \nNext part')).toBe('<p>First line<br>1. step<br>2. step</p><p>Next part</p>');
  });

  it('escapes what would be markup, so a plain answer never becomes HTML of its own', () => {
    expect(plainTextToHtml(`<script>alert("x")</script> & 'a' > b`)).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;a&#39; &gt; b</p>');
  });

  it('gives nothing for an answer of whitespace only', () => {
    expect(plainTextToHtml(' \n\n \n')).toBe('');
  });
});

describe('FAQ_HTML_POLICY', () => {
  it('allows links and lists, and no images, tables or headings', () => {
    expect(FAQ_HTML_POLICY.ALLOWED_TAGS).toEqual(expect.arrayContaining(['a', 'ul', 'ol', 'li', 'p', 'br']));
    for (const tag of ['img', 'table', 'h2', 'script', 'style', 'iframe']) expect(FAQ_HTML_POLICY.ALLOWED_TAGS).not.toContain(tag);
    expect(FAQ_HTML_POLICY.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
    expect(FAQ_HTML_POLICY.ALLOWED_URI_REGEXP.test('//evil.example/')).toBe(false);
    expect(FAQ_HTML_POLICY.ALLOWED_URI_REGEXP.test('/\\evil.example/')).toBe(false);
    expect(FAQ_HTML_POLICY.ALLOWED_URI_REGEXP.test('/faq?lng=en')).toBe(true);
  });
});

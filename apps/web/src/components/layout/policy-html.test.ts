import { describe, expect, it } from 'vitest';
import { loadResources } from '@inphr/i18n';
import { POLICY_ALLOWED_TAGS, sanitizePolicyHtml } from './policy-html';

function tagsIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...new Set([...doc.body.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()))].sort();
}

describe('sanitizePolicyHtml', () => {
  it('keeps the allowed tags in their plain form and nothing else', () => {
    expect(sanitizePolicyHtml('<DL><dt class="x">A</dt ><dd>b<br/>c<BR></dd></dl>')).toBe('<dl>&lt;dt class="x">A</dt><dd>b<br>c<br></dd></dl>');
    expect(sanitizePolicyHtml('<dl><dt>A</dt></dl>')).toBe('<dl><dt>A</dt></dl>');
  });

  it('turns every other tag, attribute or comment into text', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)><dt onclick="x">a</dt><!-- c --><a href="javascript:x">l</a><dl/><svg><dd>';
    const safe = sanitizePolicyHtml(hostile);
    expect(tagsIn(safe).every((tag) => (POLICY_ALLOWED_TAGS as readonly string[]).includes(tag))).toBe(true);
    expect(safe).not.toMatch(/<(script|img|a|svg|!--)/i);
    const doc = new DOMParser().parseFromString(`<body>${safe}</body>`, 'text/html');
    expect([...doc.body.querySelectorAll('*')].every((element) => element.attributes.length === 0)).toBe(true);
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
  });

  it.each(['ko', 'en', 'ja'] as const)('leaves the %s terms and privacy policy as written (24 and 9 articles)', async (lang) => {
    const resources = await loadResources(lang, ['terms', 'privacy']);
    for (const [policy, articles] of [
      ['terms', 24],
      ['privacy', 9],
    ] as const) {
      const html = (resources[policy] as { html: string }).html;
      const safe = sanitizePolicyHtml(html);
      expect(safe.replace(/<br\s*\/?>/gi, '<br>')).toBe(html.replace(/<br\s*\/?>/gi, '<br>'));
      expect(tagsIn(safe)).toEqual(['dd', 'dl', 'dt', ...(safe.includes('<br>') ? ['br'] : [])].sort());
      expect(safe.match(/<dt>/g)).toHaveLength(articles);
    }
  });
});

/** The policy HTML may keep only these tags, without attributes (docs/spec.md, "Screens": Footer). */
export const POLICY_ALLOWED_TAGS = ['dl', 'dt', 'dd', 'br'] as const;

const ALLOWED_TAG = new RegExp(`<(/?)(${POLICY_ALLOWED_TAGS.join('|')})\\s*/?>|<`, 'gi');

/**
 * The policy text as HTML with only POLICY_ALLOWED_TAGS, bare: each of them is kept in its plain
 * form (`<dt>`, `</dt>`, `<br>`), and every other `<` becomes `&lt;`, so no other element, attribute
 * or comment can come out of it. Needs no DOM: the server and the browser make the same bytes.
 */
export function sanitizePolicyHtml(html: string): string {
  return html.replace(ALLOWED_TAG, (_match, close: string | undefined, tag: string | undefined) => {
    if (!tag) return '&lt;';
    const name = tag.toLowerCase();
    if (name === 'br') return close ? '' : '<br>';
    return `<${close}${name}>`;
  });
}

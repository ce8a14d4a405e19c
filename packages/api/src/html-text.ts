/** The elements a reader sees as a break: their words never run into the next ones. */
const TEXT_BREAKS = 'p, li, br, tr, h2, h3, h4';

/**
 * The text of parsed HTML as it is read, whitespace collapsed: for search and excerpts, where a
 * match is of words, never of a tag or an address. The caller parses (jsdom's template on the
 * server, DOMParser in the browser: nothing in it runs or loads) and gives a tree of its own, which
 * this changes (a space after each break).
 */
export function textOfParsedHtml(root: ParentNode & Pick<Node, 'textContent'>): string {
  for (const el of root.querySelectorAll(TEXT_BREAKS)) el.append(' ');
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An empty document, as the editor writes it (`<p></p>`). */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<p><\/p>|<br\s*\/?>|\s|&nbsp;/g, '') === '';
}

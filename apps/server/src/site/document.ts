/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  head: string;
  styleTags: string;
  appHtml: string;
  stateJson: string;
  stateId: string;
  entryScript: string;
  nonce: string;
}

/** The HTML document around the rendered app. */
export function renderDocument(p: DocumentParts): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(p.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    `<meta property="csp-nonce" nonce="${p.nonce}">`,
    '<meta name="theme-color" content="#0b5cad">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    p.head,
    p.styleTags,
    '</head>',
    '<body>',
    `<div id="root">${p.appHtml}</div>`,
    `<script type="application/json" id="${p.stateId}">${p.stateJson}</script>`,
    `<script type="module" nonce="${p.nonce}" src="${p.entryScript}"></script>`,
    '</body>',
    '</html>',
  ].join('');
}

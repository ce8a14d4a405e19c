import { createHash } from 'node:crypto';
import { BOOT_DATA_ID, type BootData, type BootScripts } from '@inphr/api';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const LOCALES: Record<string, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP' };

export interface SeoParts {
  origin: string;
  pathname: string;
  lang: string;
  languages: readonly string[];
  title: string;
  description: string;
  ogType: string;
  /** The share image (1200x630 PNG) and its description. */
  shareImage: string;
  shareImageAlt: string;
  siteName: string;
  jsonLd: string[];
  verification: { naver?: string; google?: string };
  indexable: boolean;
}

/** Canonical and language alternates (through ?lng=), Open Graph, Twitter card, JSON-LD, verification. */
export function seoHead(p: SeoParts): string {
  const href = (lang?: string) => `${p.origin}${p.pathname}${lang ? `?lng=${lang}` : ''}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(href(p.lang))}">`,
    ...p.languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(href(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(href())}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(p.siteName)}" href="${escapeHtml(`${p.origin}/rss.xml?lng=${p.lang}`)}">`,
    `<meta property="og:type" content="${p.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(p.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(p.title)}">`,
    `<meta property="og:description" content="${escapeHtml(p.description)}">`,
    `<meta property="og:url" content="${escapeHtml(href(p.lang))}">`,
    `<meta property="og:image" content="${escapeHtml(p.origin + p.shareImage)}">`,
    '<meta property="og:image:type" content="image/png">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${escapeHtml(p.shareImageAlt)}">`,
    `<meta property="og:locale" content="${LOCALES[p.lang] ?? p.lang}">`,
    ...p.languages.filter((l) => l !== p.lang).map((l) => `<meta property="og:locale:alternate" content="${LOCALES[l] ?? l}">`),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(p.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(p.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(p.origin + p.shareImage)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(p.shareImageAlt)}">`,
    ...(p.indexable ? [] : ['<meta name="robots" content="noindex">']),
    ...(p.verification.naver ? [`<meta name="naver-site-verification" content="${escapeHtml(p.verification.naver)}">`] : []),
    ...(p.verification.google ? [`<meta name="google-site-verification" content="${escapeHtml(p.verification.google)}">`] : []),
    ...p.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
  ];
  return tags.join('');
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
  /**
   * The page's inline scripts (the web build's, apps/web/src/boot) and what its boot script loads;
   * null for a page shown as it is, without its scripts (the studio's preview of a draft).
   */
  scripts: { inline: BootScripts; data: BootData } | null;
}

/** A CSP hash source (`'sha256-…'`) of an inline script's or style's text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** JSON inside a script element: `<` escaped, so that no text in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The HTML document around the rendered app: the early script first in the body (what the page
 * needs from its first paint), the boot script last (what starts the app).
 */
export function renderDocument(p: DocumentParts): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(p.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    '<meta name="theme-color" content="#0b5cad">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    p.head,
    p.styleTags,
    '</head>',
    '<body>',
    ...(p.scripts ? [`<script>${p.scripts.inline.early.code}</script>`] : []),
    `<div id="root">${p.appHtml}</div>`,
    ...(p.scripts
      ? [
          `<script type="application/json" id="${p.stateId}">${p.stateJson}</script>`,
          `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(p.scripts.data)}</script>`,
          `<script>${p.scripts.inline.boot.code}</script>`,
        ]
      : []),
    '</body>',
    '</html>',
  ].join('');
}

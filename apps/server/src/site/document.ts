import { createHash } from 'node:crypto';
import { WHEN_SEEN } from '@inphr/api';
import { LANGUAGE_STORAGE_KEY } from '@inphr/content';
import { LANGUAGE_COOKIE_ATTRIBUTES } from '@inphr/i18n/detect';

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
   * The client entry and every module it needs on this page, fetched once the page is on screen;
   * null for a page shown as it is, without its scripts (the studio's preview of a draft).
   */
  scripts: PageScripts | null;
}

export interface PageScripts {
  entry: string;
  preloads: readonly string[];
}

/** The id of the data block that tells the boot script which modules to start. */
const BOOT_DATA_ID = '__INPHR_BOOT__';

/**
 * The app starts when the visitor first reaches for one of its controls, not at every page load
 * (decision 0025): a press, a key or focus on a button, a field or a carousel (`APP_TARGETS`; a
 * click alone too, as assistive technology may send one without a pointer or a key), or
 * a part that has work of its own coming into view (`WHEN_SEEN`, packages/api: an autoplaying carousel,
 * unless motion is reduced, and the office map; one in the first view starts the app once that
 * view is painted, below, so that the app does not compete with the first paint). Links, the header's menus (`<summary>`) and the
 * policy buttons that command their dialogs work natively and start nothing: a visitor who reads
 * and follows links never pays for the app, and a link is never held up by it.
 *
 * The modules themselves are fetched (and compiled, `modulepreload`) once the first view is on
 * screen: after the load event (the hero and the other eager images are in), two frames (they are
 * painted) and the browser's report of the first contentful paint (it was presented: a busy machine
 * presents frames late), or at once in a hidden tab, which paints nothing; so a first press waits
 * for their evaluation and hydration, not for the network. Until then the visitor's bandwidth and
 * main thread go to the server-rendered page. LOAD_WAIT_MAX_MS bounds the wait, should a slow image
 * hold the load event back. `window.__inphrStart()` starts the app at once (the e2e suite's
 * `waitForHydration`).
 *
 * The script is the same on every page (what to load is in the data block beside it), so the
 * policy allows it by its hash (`bootScriptHash`), and what it adds is trusted through
 * 'strict-dynamic': a page carries no nonce, and a kept page is the same bytes for everyone.
 */
const LOAD_WAIT_MAX_MS = 2500;
/**
 * Until the app has taken over, a press of a button (a carousel's, the form's
 * submit) and a form's submission would do nothing, or post the form to the page's own address:
 * they are held (default and propagation stopped) and handed to the app, which replays them once
 * hydrated (`window.__inphrEarly.take()`, entry-client.tsx). What is typed or chosen in a field
 * meanwhile is noted too: hydration resets a controlled field to the app's state, and the app puts
 * it back. Links and native controls work as they are and are not held: the header's menus are
 * `<summary>` elements (neither a button nor role=button), its languages and back-to-top links,
 * so the browser acts on them at once and the app has nothing to replay (decision 0015). Nor is a
 * button that commands a dialog (`commandfor`: the footer's policies) where the browser runs the
 * command itself (decision 0016); elsewhere it is held, and replayed once the app has installed
 * the commands (ensureInvokerCommands).
 *
 * It is a script of its own, the body's first element, so that it listens from the moment anything
 * of the page is on screen: at the end of the body (with the boot script) it began only once the
 * whole document was parsed, and a press on a carousel's dot or the form's submit while the rest
 * was still arriving or being parsed (a second or more after the first paint on a slow phone) was
 * neither held nor answered.
 */
const EARLY = [
  `(()=>{const d=document,q=[],f=new Map(),on=()=>d.documentElement.dataset.hydrated!=='true',h=e=>{if(!on())return;`,
  `const t=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button,[role="button"]');`,
  `if(!t||(e.type==='click'&&t.closest('a[href]'))||(t.hasAttribute('commandfor')&&'commandForElement' in t))return;e.preventDefault();e.stopPropagation();q.push([e.type,t])},`,
  `v=e=>{const t=e.target;if(on()&&t&&'value' in t)f.set(t,t.type==='checkbox'||t.type==='radio'?{checked:t.checked}:{value:t.value})},`,
  `k=['click','submit','input','change'],l=[h,h,v,v];k.forEach((x,i)=>addEventListener(x,l[i],true));`,
  `window.__inphrEarly={take(){k.forEach((x,i)=>removeEventListener(x,l[i],true));return{fields:[...f],actions:q.splice(0)}}}})()`,
].join('');

/** The CSP source of the early-press script (the same on every page). */
export const earlyScriptHash = cspHash(EARLY);
/**
 * A language link followed before the app runs (`?lng=`, decision 0015) is stored at once, as the
 * app would (persistLanguage): the next link the visitor follows before the app runs, which has no
 * `?lng=`, then opens in that language too. Only when the page is in the language the address
 * names (the server read it the same way, parseLanguage), so an unknown code stores nothing.
 */
const KEEP_LANGUAGE = [
  `const g=new URLSearchParams(location.search).get('lng'),L=d.documentElement.lang;`,
  `if(g&&g.trim().toLowerCase().split(/[-_]/)[0]===L){try{localStorage.setItem('${LANGUAGE_STORAGE_KEY}',L)}catch(e){}`,
  `d.cookie='${LANGUAGE_STORAGE_KEY}='+L+'; ${LANGUAGE_COOKIE_ATTRIBUTES}'+(location.protocol==='https:'?'; Secure':'')}`,
].join('');
/** What the app acts on: a press, a key or focus on one of these starts it. */
const APP_TARGETS = 'button,[role="button"],input,select,textarea,[aria-roledescription="carousel"]';
const BOOT = [
  `(()=>{const d=document,{entry:s,preloads:p}=JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent);let a=0,b=0,o=null,w=0;`,
  KEEP_LANGUAGE,
  `const fetchAll=()=>{if(a)return;a=1;`,
  `for(const h of [s,...p]){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}if(w)go()},`,
  // A press the early-press script holds reaches these too: it stops propagation, not the window's
  // other listeners (stopImmediatePropagation there would leave a held press starting nothing).
  `k=['pointerdown','keydown','focusin','click'],`,
  `go=()=>{if(b)return;b=1;fetchAll();k.forEach(x=>removeEventListener(x,want,true));if(o)o.disconnect();`,
  `const e=d.createElement('script');e.type='module';e.src=s;d.body.append(e)},`,
  // A link, a native menu or a dialog's button the browser commands itself needs no app.
  `want=e=>{const t=e.target,c=t&&t.closest&&t.closest('${APP_TARGETS}');`,
  `if(c&&!c.closest('a[href],summary')&&!(c.hasAttribute('commandfor')&&'commandForElement' in c))go()};`,
  `window.__inphrStart=go;k.forEach(x=>addEventListener(x,want,true));`,
  `if('IntersectionObserver' in window){const m=matchMedia('(prefers-reduced-motion: reduce)').matches;`,
  // A part seen before the first view is painted waits for it (its work is not the visitor's asking).
  `o=new IntersectionObserver(l=>{if(l.some(x=>x.isIntersecting)){if(a)go();else w=1}},{rootMargin:'200px'});`,
  `d.querySelectorAll('[${WHEN_SEEN.attribute}]').forEach(x=>{if(!(m&&x.getAttribute('${WHEN_SEEN.attribute}')==='${WHEN_SEEN.motion}'))o.observe(x)})}`,
  `if(d.visibilityState!=='visible')return fetchAll();`,
  `setTimeout(fetchAll,${LOAD_WAIT_MAX_MS});`,
  `const painted=new Promise(r=>{if(!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return r();`,
  `new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true})});`,
  `addEventListener('load',()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>painted.then(fetchAll)))),{once:true})})()`,
].join('');

/** The CSP source of the boot script (the same on every page). */
export const bootScriptHash = cspHash(BOOT);

/** A CSP hash source (`'sha256-…'`) of an inline script's or style's text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** JSON inside a script element: `<` escaped, so that no text in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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
    '<meta name="theme-color" content="#0b5cad">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    p.head,
    p.styleTags,
    '</head>',
    '<body>',
    ...(p.scripts ? [`<script>${EARLY}</script>`] : []),
    `<div id="root">${p.appHtml}</div>`,
    ...(p.scripts
      ? [
          `<script type="application/json" id="${p.stateId}">${p.stateJson}</script>`,
          `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(p.scripts)}</script>`,
          `<script>${BOOT}</script>`,
        ]
      : []),
    '</body>',
    '</html>',
  ].join('');
}

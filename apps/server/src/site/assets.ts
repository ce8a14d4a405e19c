import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOT_SCRIPTS_FILE, type BootData, type BootScripts } from '@inphr/api';
import { cspHash } from './document';

/** What a page adds to the document: its styles for the head, and its scripts. */
export interface PageAssets {
  head: string;
  /** The texts of the stylesheets `head` inlines (the page's policy allows them by hash). */
  inlineStyles: readonly string[];
  scripts: BootData;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';
/** Page stylesheets up to this size are inlined in the HTML rather than linked. */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

function collectImports(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collectImports(manifest, dep, seen);
  return seen;
}

/** Where Vite's manifest of the client build is, inside the web app's dist. */
export const MANIFEST = 'client/.vite/manifest.json';

export interface ClientAssets {
  staticHead: string;
  /** The page's inline scripts, as the web build made them (the same on every page). */
  bootScripts: BootScripts;
  pageAssets(modules: readonly string[]): PageAssets;
}

/**
 * The web build's inline scripts, read once beside Vite's manifest. A hash that does not match its
 * script (a hand-edited or half-written build) stops the start: the policy would refuse it in every
 * browser.
 */
function loadBootScripts(dist: string): BootScripts {
  const path = join(dist, dirname(MANIFEST), BOOT_SCRIPTS_FILE);
  const scripts = JSON.parse(readFileSync(path, 'utf8')) as BootScripts;
  for (const [name, script] of Object.entries(scripts)) {
    if (cspHash(script.code) !== script.hash) throw new Error(`${path}: the hash of the ${name} script does not match its code`);
  }
  return scripts;
}

/** The client build's files as pages refer to them: read once from Vite's manifest. */
export function loadClientAssets(dist: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(dist, MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The web build has no ${CLIENT_ENTRY} entry`);
  const entryChunks = [...collectImports(manifest, CLIENT_ENTRY)].map((k) => manifest[k]!);
  const css = [...new Set(entryChunks.flatMap((c) => c.css ?? []))];
  const entryPreloads = entryChunks.filter((c) => c !== entry).map((c) => `/${c.file}`);
  /** The entry's stylesheets, linked from every page's head. */
  const staticHead = css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  /**
   * A page's own styles, in its head so that they apply before it first paints (no shift), and its
   * modules, requested with the entry's (no waterfall) once the page is on screen (document.ts).
   */
  const pageParts = new Map<string, PageAssets>();
  function pageAssets(modules: readonly string[]): PageAssets {
    const key = modules.join('|');
    let parts = pageParts.get(key);
    if (parts === undefined) {
      const chunks = [...new Set(modules.flatMap((m) => [...collectImports(manifest, m)]))]
        .filter((k) => !entryChunks.includes(manifest[k]!))
        .map((k) => manifest[k]!);
      const pageCss = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !css.includes(file));
      const inlineStyles: string[] = [];
      const head = pageCss
        .map((file) => {
          // A small stylesheet without relative URLs goes into the page itself: one render-blocking
          // request less before the first paint (the carousel's styles, about 1 KB compressed).
          // The disabled link beside it is never fetched; it tells Vite's preload helper, which
          // looks for a stylesheet link before loading a module's CSS, that the styles are here.
          const text = readFileSync(join(dist, 'client', file), 'utf8');
          if (text.length > INLINE_CSS_MAX_BYTES || text.includes('url(') || text.includes('</')) return `<link rel="stylesheet" href="/${file}">`;
          inlineStyles.push(text);
          return `<style>${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
        })
        .join('');
      parts = { head, inlineStyles, scripts: { entry: `/${entry!.file}`, preloads: [...entryPreloads, ...chunks.map((c) => `/${c.file}`)] } };
      pageParts.set(key, parts);
    }
    return parts;
  }
  return { staticHead, bootScripts: loadBootScripts(dist), pageAssets };
}

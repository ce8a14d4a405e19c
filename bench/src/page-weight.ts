// How much a first visit weighs: the measuring rules shared by `pnpm size` (size.ts) and
// `pnpm bench:web`, so that both print the same numbers for the same page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PAGE_STATE_ID } from '@inphr/api';

/** The client build the production server serves its files from. */
export const CLIENT_DIR = fileURLToPath(new URL('../../apps/web/dist/client', import.meta.url));

/** First-load JavaScript of any page, its texts included (gzip bytes). */
export const FIRST_LOAD_JS_BUDGET = 150 * 1024;

/** Bytes after gzip -9. */
export function gzipBytes(data: string | Uint8Array): number {
  return gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}

const fileCache = new Map<string, number>();

/** Bytes after gzip -9 of a file of the client build, by the URL path it is served at (`/assets/x.js`). */
export function builtFileGzipBytes(pathname: string, clientDir = CLIENT_DIR): number {
  const file = join(clientDir, decodeURIComponent(pathname));
  let size = fileCache.get(file);
  if (size === undefined) {
    size = gzipBytes(readFileSync(file));
    fileCache.set(file, size);
  }
  return size;
}

/**
 * The page's texts and data as embedded in its HTML (the JSON the client hydrates from), or ''.
 * Script contents are raw text, so this is what `document.getElementById(PAGE_STATE_ID).textContent` gives.
 */
export function pageStateFromHtml(html: string): string {
  const match = new RegExp(`<script\\b[^>]*\\bid="${PAGE_STATE_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return match?.[1] ?? '';
}

/**
 * "texts" of `pnpm size`: the embedded page state after gzip -9. It travels in the HTML, but it is
 * parsed and kept by the JavaScript, so it counts with the JavaScript against the budget.
 */
export function textsGzipBytes(stateJson: string): number {
  return gzipBytes(stateJson);
}

// How much a first visit weighs: the measuring rules shared by `pnpm size` (./bundle-size.mjs) and
// `pnpm bench:web` (bench/), so that both print the same numbers for the same page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The client build the production server serves its files from. */
export const CLIENT_DIR = fileURLToPath(new URL('../../apps/web/dist/client', import.meta.url));

/** Id of the `<script type="application/json">` that carries a page's texts and data for hydration. */
export const STATE_ID = '__INPHR_STATE__';

/** First-load JavaScript of any page, its texts included (gzip bytes). */
export const FIRST_LOAD_JS_BUDGET = 150 * 1024;

/**
 * Bytes after gzip -9.
 * @param {string | Uint8Array} data
 * @returns {number}
 */
export function gzipBytes(data) {
  return gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}

/** @type {Map<string, number>} */
const fileCache = new Map();

/**
 * Bytes after gzip -9 of a file of the client build, by the URL path it is served at (`/assets/x.js`).
 * @param {string} pathname
 * @param {string} [clientDir] the client build (default: apps/web/dist/client)
 * @returns {number}
 */
export function builtFileGzipBytes(pathname, clientDir = CLIENT_DIR) {
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
 * Script contents are raw text, so this is what `document.getElementById(STATE_ID).textContent` gives.
 * @param {string} html
 * @returns {string}
 */
export function pageStateFromHtml(html) {
  const match = new RegExp(`<script\\b[^>]*\\bid="${STATE_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return match?.[1] ?? '';
}

/**
 * "texts" of `pnpm size`: the embedded page state after gzip -9. It travels in the HTML, but it is
 * parsed and kept by the JavaScript, so it counts with the JavaScript against the budget.
 * @param {string} stateJson
 * @returns {number}
 */
export function textsGzipBytes(stateJson) {
  return gzipBytes(stateJson);
}

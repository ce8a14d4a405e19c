import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, found once from this module's own location: the same answer when
 * it runs from `src/` (tsx, tests) or bundled into `dist/main.js` and `dist/cli/*.js`.
 */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@inphr/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @inphr/server package around the running code');
    dir = parent;
  }
}

/** apps/server (or the deployed package's root in the container image). */
export const SERVER_ROOT = serverRoot();
/** The repository's root: relative paths in the configuration (`./data`) are taken from here. */
export const CHECKOUT_ROOT = resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'migrations');
export const SEED_DIR = join(SERVER_ROOT, 'seed');
/** The built web app (WEB_DIST overrides it, as the container image does). */
export const DEFAULT_WEB_DIST = join(CHECKOUT_ROOT, 'apps/web/dist');
/** The built staff studio (STUDIO_DIST overrides it). */
export const DEFAULT_STUDIO_DIST = join(CHECKOUT_ROOT, 'apps/studio/dist');

/**
 * The HTML thread's entry (html-dom/thread.ts): from the sources, through tsx, as the rest of the
 * code runs (under tsx already, its options are inherited); built, the module esbuild wrote to
 * dist/ (scripts/build.mjs lists it as an entry).
 */
export const HTML_THREAD: { entry: string; execArgv: string[] | undefined } = import.meta.url.endsWith('.ts')
  ? {
      entry: join(SERVER_ROOT, 'src/html-dom/worker.ts'),
      execArgv: process.execArgv.some((arg) => arg.includes('tsx')) ? undefined : [...process.execArgv, '--import', 'tsx'],
    }
  : { entry: join(SERVER_ROOT, 'dist/html-dom/worker.js'), execArgv: undefined };

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@inphr/content';
import { pageStateFromHtml, textsGzipBytes } from './page-weight';
import { NOT_FOUND_PATH, pageUrl } from './options';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_OUTPUTS = ['apps/web/dist/client/.vite/manifest.json', 'apps/web/dist/server/entry-server.js'];

import { createEmptyPostgresDatabase, startServer } from '@inphr/server/launch';

export { startServer };

/** The same build on a PostgreSQL database of its own (created here, dropped at the end), with the demo content. */
export async function startOnPostgres(
  adminUrl: string,
  env: Record<string, string>,
  onCleanup: (fn: () => Promise<void> | void) => void,
): Promise<{ base: string; pid: number }> {
  const database = await createEmptyPostgresDatabase(adminUrl, 'inphr_bench');
  onCleanup(() => database.drop());
  const starting = startServer({ ...env, DATABASE_URL: database.url, SEED_DEMO: 'true' });
  // Registered before it is up, so that Ctrl-C during the start also stops it.
  onCleanup(async () => (await starting.catch(() => undefined))?.stop());
  const server = await starting;
  console.log(`Production server on PostgreSQL at ${server.base} (a database of its own, dropped at the end).`);
  return { base: server.base, pid: server.pid! };
}

/**
 * Builds the web app when its sources changed since the last build: turbo compares the inputs'
 * hash with its cache and restores or rebuilds (as `pnpm build` does), so the server never serves a stale build.
 */
export async function ensureBuild(build: boolean): Promise<void> {
  const built = BUILD_OUTPUTS.every((f) => existsSync(join(ROOT, f)));
  if (!build) {
    if (!built) throw new Error('there is no production build (apps/web/dist): run without --no-build');
    console.log('Using the existing production build (--no-build).');
    return;
  }
  console.log('Building the web app if needed (turbo run build --filter=@inphr/web --filter=@inphr/server)…');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@inphr/web', '--filter=@inphr/server', '--output-logs=errors-only'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (c, signal) => resolve(signal ? 1 : c));
  });
  if (code !== 0) throw new Error(`the build failed (turbo exited with ${code})`);
}

/**
 * A private copy of apps/web/dist for the server to serve (WEB_DIST): a build started while the
 * benchmark runs (pnpm build, another terminal) would otherwise swap the files under the running
 * server and fail its renders. It lives inside apps/web (in node_modules/.cache, ignored by git)
 * so that the server renderer still resolves its packages from apps/web/node_modules.
 */
export function snapshotBuild(): { dir: string; clientDir: string; remove: () => void } {
  const parent = join(ROOT, 'apps/web/node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  // Copies left by a run that was killed outright (its process is gone).
  for (const name of readdirSync(parent)) {
    const pid = /^inphr-bench-dist-(\d+)-/.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(parent, `inphr-bench-dist-${process.pid}-`));
  cpSync(join(ROOT, 'apps/web/dist'), dir, { recursive: true });
  return { dir, clientDir: join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface PageCheck {
  route: string;
  lang: Language;
  status: number;
  /** gzip bytes of the page state embedded in the HTML ("texts" of `pnpm size`). */
  texts: number;
}

/**
 * Fetches every page once in every language: checks its status (200, or 404 for the not-found path),
 * measures its embedded texts, and warms the server (code paths, rendered-page cache) as production would be.
 */
export async function checkPages(base: string, routes: readonly string[], langs: readonly Language[]): Promise<Map<string, PageCheck>> {
  const checks = new Map<string, PageCheck>();
  const wrong: string[] = [];
  for (const lang of langs) {
    for (const route of routes) {
      const res = await fetch(pageUrl(base, route, lang), { redirect: 'manual' });
      const html = await res.text();
      const expected = route === NOT_FOUND_PATH ? 404 : 200;
      if (res.status !== expected) wrong.push(`${route} (${lang}): HTTP ${res.status}, expected ${expected}`);
      checks.set(pageKey(route, lang), { route, lang, status: res.status, texts: textsGzipBytes(pageStateFromHtml(html)) });
    }
  }
  if (wrong.length) throw new Error(`unexpected responses (is the route list right? a news id that is not seeded?):\n  ${wrong.join('\n  ')}`);
  return checks;
}

export const pageKey = (route: string, lang: Language) => `${lang} ${route}`;

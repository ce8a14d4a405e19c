// Starts the production server (compiled, apps/server/dist) on a free port and a throwaway embedded database (scripts, not tests).
// Exported as @inphr/server/launch: used by e2e (the suites and the deployment test) and bench (`pnpm size`, `pnpm bench:web`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The process environment the server runs with, wherever it is started (`pnpm start`, this
 * launcher, the Dockerfile's ENV):
 * - glibc's malloc keeps up to 8 arenas per core, one per thread that allocates (libuv's threads
 *   compress pages with Brotli and gzip), and each keeps its freed memory: two arenas.
 * - After the first large block (a Brotli or zlib window, a rendered page) is freed, glibc raises
 *   its mmap threshold up to 32 MB, so the next ones come from the arenas, whose top is given back
 *   only when it is free: blocks from 64 KB up stay mmap'd (returned on free), and the arenas are
 *   trimmed past 128 KB free. 64 KB, not 128: a socket's read buffer is a 64 KB block, shrunk to
 *   what was read, and those left holes in the main arena that a server at rest still held.
 * - V8's young generation at 2 × 4 MB instead of 2 × 16 MB: a page render's garbage dies young all
 *   the same, and what a load grew is given back at rest.
 * - V8's old generation capped at 512 MB. V8 lets it grow to a multiple of what is live before its
 *   next full collection, and the multiple depends on the cap: up to 4 with the default (a quarter
 *   of the host's memory), about 1.4 at 512 MB. The live heap is about 100 MB under load (kept
 *   answers are outside it, as Buffers), so RSS no longer swings by more than that between
 *   collections; an operator whose caches (HTML_CACHE_MB, API_CACHE_MB) need more raises it.
 * What each did to resident memory and the tail: docs/measurements/server-process-and-turns.md.
 * An operator's own value wins (a NODE_OPTIONS of theirs replaces this one).
 */
export const SERVER_PROCESS_DEFAULTS = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
  NODE_OPTIONS: '--max-semi-space-size=4 --max-old-space-size=512',
});
/** @type {Readonly<Record<string, string>>} */
export const SERVER_PROCESS_ENV = Object.freeze(
  Object.fromEntries(Object.entries(SERVER_PROCESS_DEFAULTS).map(([name, value]) => [name, process.env[name] || value])),
);

/**
 * What node runs the server with before its entry, wherever it is started (`pnpm start`, this
 * launcher, the Dockerfile's CMD):
 * - `--no-allocation-site-pretenuring`: while the start renders the pages (site/warm-up.ts), each
 *   render keeps its request's objects alive through many young collections, and V8 decides that
 *   the places in Node's and Fastify's code that make a request's objects should make them old.
 *   That decision stays: under load every request's objects are then made in the old generation,
 *   keep their young objects alive through every young collection, and a full collection follows
 *   every few seconds, the load's slowest answers. Why: docs/decisions/0035-no-allocation-site-pretenuring.md;
 *   what it did: docs/measurements/2026-11-30-without-pretenuring.md.
 * V8 flags are refused in NODE_OPTIONS, so these are command-line arguments.
 */
export const SERVER_NODE_ARGS = Object.freeze(['--no-allocation-site-pretenuring']);

/**
 * The server's entry in the package (src/start.ts built): it turns on the source maps of the
 * project's own code before it loads the server (src/boot/source-maps.ts).
 */
export const SERVER_ENTRY = 'dist/start.js';

/**
 * The level a launched server logs at: warnings and errors only, as a load test's per-request lines
 * would measure the terminal (the bench's Fastify yardstick logs at the same level).
 */
export const LAUNCH_LOG_LEVEL = 'warn';

/**
 * The studio's secret key of every server this process launches (a cluster's instances must share
 * one to read each other's sealed two-factor keys).
 */
const LAUNCH_SECRET_KEY = randomBytes(32).toString('base64url');
/**
 * How long a started server may take to answer /healthz: it listens once its first pages are
 * rendered, which took past 60 s beside a browser suite and a test run on two cores.
 */
const START_DEADLINE_MS = 180_000;

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * @typedef {object} RunningServer
 * @property {string} base origin, e.g. `http://127.0.0.1:41234`
 * @property {string} dataDir the temporary DATA_DIR (removed by stop)
 * @property {number | undefined} pid
 * @property {() => Promise<void>} stop ends the server (SIGTERM, then SIGKILL after 15 s) and removes its data; safe to call twice
 */

/**
 * @param {Record<string, string>} [extraEnv] variables that override the defaults below
 * @param {{ logFile?: string }} [options] `logFile`: the server's output goes there (appended), as a
 *   container's log driver takes it, instead of this process's terminal (a load at LOG_LEVEL=info)
 * @returns {Promise<RunningServer>}
 */
export async function startServer(extraEnv = {}, options = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inphr-script-'));
  if (!existsSync(join(serverDir, SERVER_ENTRY))) throw new Error('the server is not built: run `pnpm build` (turbo builds it before e2e)');
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      // What production runs (also when the caller's shell has another NODE_ENV).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: LAUNCH_LOG_LEVEL,
      // All of a load test's requests come from one address: no real limit may refuse them.
      GLOBAL_RATE_LIMIT: '1000000000',
      INQUIRY_RATE_LIMIT: '10000',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      STUDIO_SECRET_KEY: LAUNCH_SECRET_KEY,
      ...extraEnv,
    },
    stdio: options.logFile ? ['ignore', logFd, logFd] : ['ignore', 'inherit', 'inherit'],
  });
  if (logFd !== undefined) closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** @type {Promise<void> | undefined} */
  let stopping;
  function stop() {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // The server finishes requests in flight and closes its database; do not wait forever.
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  }

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      if (Date.now() > deadline) throw new Error(`server did not start within ${START_DEADLINE_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, pid: child.pid, stop };
}

/**
 * A new, empty PostgreSQL database on the server `adminUrl` names (no tables), for a test or a
 * measurement that must not write into a database it did not make; `drop()` removes it.
 * @param {string} adminUrl a database URL on that server (its database is only connected to)
 * @param {string} [prefix] the new database's name starts with it
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createEmptyPostgresDatabase(adminUrl, prefix = 'inphr_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  /** @param {string} sql */
  const asAdmin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

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

/** The server's entry in the package (src/main.ts built): plain `node dist/main.js`, no flags. */
export const SERVER_ENTRY = 'dist/main.js';

/**
 * The process environment the image runs the server with (the Dockerfile's ENV says the same):
 * glibc's allocator keeps at most two arenas, so memory freed by the DOM thread and the compressing
 * threads goes back to one pool instead of staying in one arena per thread (RSS at rest on the
 * embedded database 351 → 304 MB).
 */
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2' };

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

/**
 * The environment a launched server runs with: production, this machine's environment under it,
 * its own port, data directory and embedded database, no request limit a load test would meet.
 * @param {{ port: number; dataDir: string; extraEnv?: Record<string, string>; secretKey?: string; originHost?: string }} o
 *   `originHost`: the host of PUBLIC_ORIGIN (127.0.0.1; `localhost` where a browser needs a domain: passkeys)
 * @returns {NodeJS.ProcessEnv}
 */
export function launchEnv({ port, dataDir, extraEnv = {}, secretKey = LAUNCH_SECRET_KEY, originHost = '127.0.0.1' }) {
  return {
    ...process.env,
    ...RUNTIME_ENV,
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
    PUBLIC_ORIGIN: `http://${originHost}:${port}`,
    STUDIO_SECRET_KEY: secretKey,
    // The suites sign staff in with passwords alone; the test of the second factor sets it (and
    // production's default, personal-data, holds editors and admins to one).
    STUDIO_REQUIRE_2FA: 'off',
    ...extraEnv,
  };
}

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
 * @param {{ logFile?: string; originHost?: string }} [options] `logFile`: the server's output goes there (appended), as a
 *   container's log driver takes it, instead of this process's terminal (a load at LOG_LEVEL=info);
 *   `originHost`: PUBLIC_ORIGIN's host (launchEnv)
 * @returns {Promise<RunningServer>}
 */
export async function startServer(extraEnv = {}, options = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inphr-script-'));
  if (!existsSync(join(serverDir, SERVER_ENTRY))) throw new Error('the server is not built: run `pnpm build` (turbo builds it before e2e)');
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: serverDir,
    env: launchEnv({ port, dataDir, extraEnv, ...(options.originHost ? { originHost: options.originHost } : {}) }),
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

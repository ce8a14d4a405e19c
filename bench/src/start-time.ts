/**
 * T1: how long a built server takes from its spawn to its first `/readyz` 200, on a fresh embedded
 * database (migrations, the demo content, the first pages), and once more on that same data
 * directory (a restart). Spawned as @inphr/server/launch spawns it: `node dist/main.js` in
 * apps/server, with the launcher's environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, freePort, launchEnv } from '@inphr/server/launch';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));
/** Past this, the start is given up (the goal is 10 s: a slower start is still timed). */
const DEADLINE_MS = 180_000;

export interface StartTimes {
  /** Seconds from the spawn to the first /readyz 200, on a new data directory. */
  freshS: number;
  /** The same after a restart on the data directory the first start made. */
  restartS: number;
}

function readyz(base: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${base}/readyz`, { timeout: 1_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function timedStart(
  dataDir: string,
  env: Record<string, string>,
  spawned: (child: ChildProcess) => void,
): Promise<{ seconds: number; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: SERVER_DIR,
    // The launcher's environment (apps/server/scripts/launch.mjs), on this run's data directory.
    env: launchEnv({ port, dataDir, extraEnv: env, secretKey: randomBytes(32).toString('base64url') }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  spawned(child);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode} before /readyz`);
    if ((await readyz(base)) === 200) return { seconds: (performance.now() - started) / 1000, child };
    if (performance.now() - started > DEADLINE_MS) {
      child.kill('SIGKILL');
      throw new Error(`/readyz did not answer 200 within ${DEADLINE_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** Two timed starts, fresh then on the same data; `env` adds the bench's settings (the build it serves). */
export async function measureStart(env: Record<string, string>, onCleanup: (fn: () => Promise<void> | void) => void): Promise<StartTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inphr-bench-start-'));
  let running: ChildProcess | undefined;
  onCleanup(async () => {
    if (running) await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  });
  console.error('[start] a built server on a new data directory, then restarted on it: spawn → /readyz 200…');
  const spawned = (child: ChildProcess) => (running = child);
  const fresh = await timedStart(dataDir, env, spawned);
  await stop(fresh.child);
  const restart = await timedStart(dataDir, env, spawned);
  await stop(restart.child);
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
  return { freshS: fresh.seconds, restartS: restart.seconds };
}

export function printStart(t: StartTimes): void {
  console.log(`\nSTART: spawn → /readyz 200 in ${t.freshS.toFixed(2)} s on a new data directory, ${t.restartS.toFixed(2)} s restarted on it.`);
}

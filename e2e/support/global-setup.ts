import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
// One per test run (the runner process), so that runs in several checkouts do not stop each other's server.
export const STATE_FILE = join(tmpdir(), `inphr-e2e-server-${process.pid}.json`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the production server (built web app) on a free port and a temporary embedded database. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inphr-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      INQUIRY_RATE_LIMIT: '10000',
      GLOBAL_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // do not leave it running (it would also hold the runner's output open)
      child.kill('SIGTERM');
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = base;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir, base }));
}

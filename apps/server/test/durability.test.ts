import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { built } from './commands';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { allInquiries } from '../src/db/inquiry-repo';
import { validInquiry } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'inphr-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server (src/main.ts) as a child on the embedded database; resolves with its URL. */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [built('src/main.ts')], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        SERVE_SITE: 'false',
        // Inquiries only: no demo content to sanitize at its first start.
        SEED_DEMO: 'false',
        INQUIRY_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('durability on the embedded database', () => {
  it('keeps every acknowledged inquiry across kill -9', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { child, url } = await startChild();
      for (let i = 0; i < 2; i++) {
        const title = `durability round ${round} #${i}`;
        const res = await fetch(`${url}/rest/frontend/cooperate/insert`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validInquiry, title }),
        });
        expect(res.status).toBe(200);
        acknowledged.push(title);
      }
      // killed right after the last success, no chance to flush or close
      await killHard(child);
    }
    const database = await openDatabase({ dataDir });
    try {
      const titles = (await allInquiries(database.db)).map((r) => r.title);
      expect(titles).toEqual(acknowledged);
    } finally {
      await database.close();
    }
  });

  it('stops gracefully on SIGTERM, finishing and closing the database', async () => {
    const { child, url } = await startChild();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    const code = await new Promise<number | null>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
  });
});

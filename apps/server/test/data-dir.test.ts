import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { built } from './commands';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { insertInquiry } from '../src/db/inquiry-repo';
import { validInquiry } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const made: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inphr-datadir-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A second process that opens the directory and holds it until killed. */
function holder(dataDir: string): Promise<{ kill: () => Promise<void> }> {
  const code = `const { openDatabase } = await import('./src/db/database.ts'); await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('ready'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('ready'))
        resolve({
          kill: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
    });
    child.once('exit', (status) => reject(new Error(`holder exited with ${status}`)));
  });
}

function command(script: string, dataDir: string, args: string[] = []) {
  return spawnSync(process.execPath, [built(script), ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
}

// The embedded database's directory only: PostgreSQL has no such thing.
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('the embedded data directory', () => {
  it('is created private (0700)', async () => {
    const dir = join(scratch(), 'data');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('refuses an existing directory that others can read, naming the fix', async () => {
    const dir = join(scratch(), 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/open to other users \(mode 755\).*chmod 700/);
  });

  it('is opened by one process at a time; a lock left by a killed process is taken over', async () => {
    const dir = join(scratch(), 'data');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process \(pid \d+\)/);
    await first.close();

    const other = await holder(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    const blocked = command('src/cli/export-inquiries.ts', dir);
    expect(blocked.status).toBe(1);
    expect(blocked.stdout).toBe('');
    expect(blocked.stderr).toMatch(/in use by another process/);
    await other.kill();
    const after = await openDatabase({ dataDir: dir });
    await insertInquiry(after.db, validInquiry, { notify: false });
    await after.close();
  });

  it('exports a file Excel opens as UTF-8, readable by its owner only', async () => {
    const dir = join(scratch(), 'data');
    const database = await openDatabase({ dataDir: dir });
    await insertInquiry(database.db, { ...validInquiry, name: '김민지' }, { notify: false });
    await database.close();
    const out = join(scratch(), 'inquiries.csv');
    const run = command('src/cli/export-inquiries.ts', dir, ['--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('김민지');
    expect(bytes.toString('utf8')).toContain('"=""01012345678"""');
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });
});

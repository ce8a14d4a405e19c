import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { staff } from '../src/db/schema';
import { buildServer } from '../src/server';
import { built, runCommand, serverDir } from './commands';
import { jsonHeaders, openTestDatabase, startTestServer, validInquiry } from './helpers';

describe('the first admin', () => {
  it('is created once from STAFF_BOOTSTRAP_*, by instances starting together, and a weak password stops the start', async () => {
    const database = await openTestDatabase();
    const env = { STAFF_BOOTSTRAP_EMAIL: 'First@inphr.example', STAFF_BOOTSTRAP_PASSWORD: 'First-admin-pass-61!' };
    const lines: string[] = [];
    try {
      const servers = await Promise.all(
        [1, 2].map(() => startTestServer({ ...env, LOG_LEVEL: 'info' }, { database, logStream: { write: (l: string) => void lines.push(l) } })),
      );
      const [row] = await database.db.select({ n: count() }).from(staff);
      expect(row?.n).toBe(1);
      const [admin] = await database.db.select().from(staff);
      expect(admin).toMatchObject({ email: 'first@inphr.example', role: 'admin' });
      expect(lines.join('')).not.toContain('First-admin-pass-61!');
      expect(lines.join('')).not.toContain('first@');
      await Promise.all(servers.map((s) => s.close()));
    } finally {
      await database.close();
    }
    await expect(startTestServer({ STAFF_BOOTSTRAP_EMAIL: 'a@inphr.example', STAFF_BOOTSTRAP_PASSWORD: 'password1234' })).rejects.toThrow(
      /STAFF_BOOTSTRAP_PASSWORD: The password is one of the most common/,
    );
  });
});

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('staff:create', () => {
  it('creates an account with the password from STAFF_PASSWORD, and refuses a second one for the address', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inphr-staff-'));
    const run = (password: string) =>
      spawnSync(process.execPath, [built('src/cli/create-staff.ts'), 'Ops@inphr.example', '--role', 'admin'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', STAFF_PASSWORD: password },
        encoding: 'utf8',
      });
    try {
      const weak = run('short');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toMatch(/at least 10 characters/);
      const ok = run('Ops-admin-pass-77!');
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/Created admin ops@inphr\.example/);
      expect(ok.stdout + ok.stderr).not.toContain('Ops-admin-pass-77!');
      const again = run('Ops-admin-pass-77!');
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/exists already/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Three processes, each compiling the command and opening a database: slow on a loaded host.
  }, 240_000);
});

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('operator commands beside a running server on the embedded database', () => {
  it('go through the server (its operator socket) instead of opening its data directory a second time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inphr-operator-'));
    const dataDir = join(dir, 'data');
    const config = testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildServer(config, { site: false, jobs: false });
    const socket = join(dataDir, 'inphr-server.sock');
    try {
      await app.ready();
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      const posted = await app.inject({
        method: 'POST',
        url: '/rest/frontend/cooperate/insert',
        headers: jsonHeaders,
        payload: { ...validInquiry, name: '김민지' },
      });
      expect(posted.statusCode).toBe(200);

      const created = await runCommand(['src/cli/create-staff.ts', 'Live@inphr.example', '--role', 'editor'], {
        DATA_DIR: dataDir,
        STAFF_PASSWORD: 'Live-editor-pass-42!',
      });
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/Created editor live@inphr\.example/);
      // The server's own database has it: the account signs in at once.
      const signIn = await app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { ...jsonHeaders, origin: config.PUBLIC_ORIGIN },
        payload: { email: 'live@inphr.example', password: 'Live-editor-pass-42!' },
      });
      expect(signIn.statusCode).toBe(204);
      const weak = await runCommand(['src/cli/create-staff.ts', 'weak@inphr.example', '--role', 'viewer'], { DATA_DIR: dataDir, STAFF_PASSWORD: 'short' });
      expect(weak.status).toBe(1);
      expect(weak.stderr).toMatch(/at least 10 characters/);
      expect(weak.stdout + weak.stderr).not.toContain('short\n');

      const out = join(dir, 'inquiries.csv');
      const exported = await runCommand(['src/cli/export-inquiries.ts', '--out', out], { DATA_DIR: dataDir });
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stderr).toMatch(/Wrote 1 inquiries/);
      const bytes = readFileSync(out);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8')).toContain('김민지');
      expect(statSync(out).mode & 0o777).toBe(0o600);

      const purged = await runCommand(['src/cli/purge-inquiries.ts'], { DATA_DIR: dataDir });
      expect(purged.status, purged.stderr).toBe(0);
      expect(purged.stdout).toMatch(/Removed 0 inquiries/);
      await app.close();
      // The socket goes with the server, and a command then opens the directory itself.
      expect(existsSync(socket)).toBe(false);
      const direct = await runCommand(['src/cli/export-inquiries.ts'], { DATA_DIR: dataDir });
      expect(direct.status, direct.stderr).toBe(0);
      expect(direct.stdout).toContain('김민지');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

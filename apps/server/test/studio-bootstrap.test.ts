import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../src/db/schema';
import { openTestDatabase, startTestServer } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

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
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-staff.ts', 'Ops@inphr.example', '--role', 'admin'], {
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
  });
});

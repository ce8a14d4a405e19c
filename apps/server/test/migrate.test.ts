import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { built } from './commands';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { MIGRATION_LOCK_KEY, openDatabase } from '../src/db/database';
import { readJournal, SchemaBehindError } from '../src/db/migrations';
import { buildServer } from '../src/server';
import { createEmptyPostgresDatabase } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const tags = readJournal().map((entry) => entry.tag);
/** Each child process starts TypeScript (tsx) and a database: slow on a busy machine, not a measurement. */
const SPAWN_TIMEOUT_MS = 240_000;
const scratch = mkdtempSync(join(tmpdir(), 'inphr-migrate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The environment of a child on one database: the embedded one in `dataDir`, or `databaseUrl`. */
const childEnv = (where: { dataDir?: string; databaseUrl?: string }, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: where.dataDir ?? join(scratch, 'unused'),
  DATABASE_URL: where.databaseUrl ?? '',
  REDIS_URL: '',
  MIGRATE_ON_START: '',
  ...extra,
});
const migrateCommand = (where: { dataDir?: string; databaseUrl?: string }) =>
  spawnSync(process.execPath, [built('src/cli/migrate.ts')], { cwd: serverDir, env: childEnv(where), encoding: 'utf8' });

/** The server of `where` with MIGRATE_ON_START=false, built and closed again; rejects as the start would. */
async function startWithoutMigrating(where: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const config = testConfig({
    MIGRATE_ON_START: 'false',
    SEED_DEMO: 'false',
    ...(where.dataDir ? { DATA_DIR: where.dataDir } : { DATABASE_URL: where.databaseUrl! }),
  });
  const app = await buildServer(config, { site: false, jobs: false });
  await app.ready();
  await app.close();
}

/** The newest recorded migration forgotten: the schema then looks one release behind this code. */
async function forgetNewestMigration(where: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: where.dataDir ?? 'unused', databaseUrl: where.databaseUrl });
  try {
    await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('the migrate command and MIGRATE_ON_START=false on the embedded database', () => {
  const dataDir = join(scratch, 'data');

  it(
    'refuses to start on a new database without migrating, changing nothing',
    async () => {
      // The real process: the message and exit code an operator sees, no stack trace.
      const refused = spawnSync(process.execPath, [built('src/main.ts')], {
        cwd: serverDir,
        env: childEnv(
          { dataDir },
          {
            MIGRATE_ON_START: 'false',
            NODE_ENV: 'production',
            PUBLIC_ORIGIN: 'https://www.inphr.example',
            STUDIO_SECRET_KEY: 'k'.repeat(44),
            PORT: '0',
            SERVE_SITE: 'false',
          },
        ),
        encoding: 'utf8',
      });
      expect(refused.status, refused.stdout + refused.stderr).toBe(1);
      expect(refused.stderr).toContain(`The database schema is behind this release: ${tags.length} migrations not applied (${tags.join(', ')})`);
      expect(refused.stderr).toMatch(/run the migrate command first \(`pnpm --filter @inphr\/server migrate`/);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
      // Nothing was changed: the schema is as far behind as before.
      await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(SchemaBehindError);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'applies every migration with the migrate command, and a second run none',
    () => {
      const first = migrateCommand({ dataDir });
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toBe(`Applied ${tags.length} migrations to the embedded database in ${dataDir}:\n${tags.map((t) => `  ${t}\n`).join('')}`);
      const second = migrateCommand({ dataDir });
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toBe(`The schema of the embedded database in ${dataDir} is current: no migration to apply.\n`);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'fails with the reason, exit code 1, when the directory is held by another process',
    async () => {
      const holder = await openDatabase({ dataDir, server: true });
      try {
        const run = migrateCommand({ dataDir });
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/is in use by another process .*Stop the server first/);
        expect(run.stdout).toBe('');
      } finally {
        await holder.close();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it('then starts without migrating, and refuses a schema one migration behind', async () => {
    await startWithoutMigrating({ dataDir });

    await forgetNewestMigration({ dataDir });
    const behind = await startWithoutMigrating({ dataDir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(behind).toBeInstanceOf(SchemaBehindError);
    expect((behind as SchemaBehindError).pending).toEqual([tags.at(-1)]);
    expect((behind as Error).message).toContain(`1 migration not applied (${tags.at(-1)})`);
  });
});

describe.skipIf(!adminUrl)('the migrate command and MIGRATE_ON_START=false on PostgreSQL', () => {
  it(
    'waits for the migration lock, migrates once, and a server without it refuses a schema behind the code',
    async () => {
      const empty = await createEmptyPostgresDatabase(adminUrl!);
      const holder = new pg.Client({ connectionString: empty.url });
      await holder.connect();
      try {
        await expect(startWithoutMigrating({ databaseUrl: empty.url })).rejects.toThrow(
          `The database schema is behind this release: ${tags.length} migrations not applied (${tags.join(', ')}). MIGRATE_ON_START=false, so nothing was changed: run the migrate command first`,
        );

        // Another instance migrating (it holds the lock): the command waits for it, changing nothing meanwhile.
        await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const child = spawn(process.execPath, [built('src/cli/migrate.ts')], { cwd: serverDir, env: childEnv({ databaseUrl: empty.url }) });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
        child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
        const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
        const waitingForLock = async () =>
          (
            await holder.query(
              "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
            )
          ).rows[0].n as number;
        while ((await waitingForLock()) === 0) {
          if (child.exitCode !== null) throw new Error(`the command ended without waiting: ${stderr}`);
          await sleep(50);
        }
        const table = await holder.query("SELECT to_regclass('drizzle.__drizzle_migrations') AS t");
        expect(table.rows[0].t).toBeNull();
        await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        expect(await exited, stderr).toBe(0);
        expect(stdout).toBe(`Applied ${tags.length} migrations to PostgreSQL (DATABASE_URL):\n${tags.map((t) => `  ${t}\n`).join('')}`);
        expect(stdout + stderr).not.toContain(empty.url);

        const second = migrateCommand({ databaseUrl: empty.url });
        expect(second.status, second.stderr).toBe(0);
        expect(second.stdout).toBe('The schema of PostgreSQL (DATABASE_URL) is current: no migration to apply.\n');
        const recorded = await holder.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(recorded.rows[0].n).toBe(tags.length);

        await startWithoutMigrating({ databaseUrl: empty.url });
        await forgetNewestMigration({ databaseUrl: empty.url });
        await expect(startWithoutMigrating({ databaseUrl: empty.url })).rejects.toThrow(`1 migration not applied (${tags.at(-1)})`);
      } finally {
        await holder.end();
        await empty.drop();
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'fails with exit code 1 and the reason when the database cannot be reached',
    () => {
      const unreachable = new URL(adminUrl!);
      unreachable.port = '1';
      unreachable.password = 'do-not-print';
      const run = migrateCommand({ databaseUrl: unreachable.toString() });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Migration failed: .*ECONNREFUSED/);
      expect(run.stderr).not.toContain('do-not-print');
    },
    SPAWN_TIMEOUT_MS,
  );
});

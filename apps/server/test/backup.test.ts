import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { insertImage } from '../src/db/image-repo';
import { insertFaq, replaceFaqTranslations } from '../src/db/studio-faq-repo';
import { insertNews, replaceNewsTranslations } from '../src/db/studio-news-repo';
import { libpqConnection } from '../src/operator/backup';
import { buildServer } from '../src/server';
import { audit } from '../src/studio/audit';
import { createStaffAccount } from '../src/studio/bootstrap';
import { runCommand, serverDir } from './commands';
import { createEmptyPostgresDatabase, jsonHeaders, validInquiry } from './helpers';

const postgresUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const made: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inphr-backup-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Everything the database holds of ours, read from the catalog rather than from our schema file:
 * every table of every schema but PostgreSQL's own (`public`, and `drizzle` with its migration
 * table), each with its rows in primary-key order, and where every sequence stands.
 */
async function contents(db: Db): Promise<{ tables: Record<string, unknown[]>; sequences: Record<string, unknown> }> {
  const own = sql`NOT IN ('pg_catalog', 'information_schema')`;
  const tables = await rows<{ schema: string; name: string }>(
    db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema ${own} AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const result: { tables: Record<string, unknown[]>; sequences: Record<string, unknown> } = { tables: {}, sequences: {} };
  for (const { schema, name } of tables) {
    const relation = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const keys = await rows<{ column: string }>(
      db,
      sql`SELECT a.attname AS column FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
          WHERE i.indrelid = ${`"${schema}"."${name}"`}::regclass AND i.indisprimary
          ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    );
    expect(keys.length, `${schema}.${name} has a primary key`).toBeGreaterThan(0);
    const order = sql.join(
      keys.map((k) => sql.identifier(k.column)),
      sql`, `,
    );
    result.tables[`${schema}.${name}`] = await rows(db, sql`SELECT * FROM ${relation} ORDER BY ${order}`);
  }
  const sequences = await rows<{ schema: string; name: string }>(
    db,
    sql`SELECT sequence_schema AS schema, sequence_name AS name FROM information_schema.sequences WHERE sequence_schema ${own} ORDER BY 1, 2`,
  );
  for (const { schema, name } of sequences) {
    [result.sequences[`${schema}.${name}`]] = await rows(db, sql`SELECT last_value, is_called FROM ${sql.identifier(schema)}.${sql.identifier(name)}`);
  }
  return result;
}

/** A server's worth of data, written the ways the site and the studio write it. */
async function fill(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const posted = await app.inject({
    method: 'POST',
    url: '/rest/frontend/cooperate/insert',
    headers: jsonHeaders,
    payload: { ...validInquiry, name: '김민지' },
  });
  expect(posted.statusCode).toBe(200);
  const editor = await createStaffAccount(db, 'Editor@inphr.example', 'editor', 'Backup-editor-pass-31!');
  expect(editor).toBeDefined();
  const actor = { id: editor!.id, email: 'editor@inphr.example' };
  const at = new Date('2024-05-01T09:30:00Z');
  await db.transaction(async (tx) => {
    const id = await insertNews(tx, { status: 'published', publishAt: null, at });
    await replaceNewsTranslations(tx, id, [
      { lang: 'ko', title: '백업 시험', contents: '<p>복원되는 글</p>', contentsText: '복원되는 글' },
      { lang: 'ja', title: 'バックアップ', contents: '<p>復元される記事</p>', contentsText: '復元される記事' },
    ]);
    await audit(tx, actor, 'news.create', 'media', id, { after: { status: 'published' } });
  });
  await db.transaction(async (tx) => {
    const id = await insertFaq(tx, 1, { status: 'published' });
    await replaceFaqTranslations(tx, id, [{ lang: 'en', title: 'Is it restored?', contents: '<p>Every row.</p>', contentsText: 'Every row.' }]);
    await audit(tx, actor, 'faq.create', 'faq', id);
  });
  await insertImage(db, {
    key: 'b'.repeat(32),
    sourceType: 'image/png',
    width: 2,
    height: 1,
    createdBy: actor.id,
    variants: [{ width: 2, height: 1, contentType: 'image/webp', bytes: Buffer.from([0, 1, 2, 255, 254, 0]) }],
  });
}

/** The source's contents must be there, not merely equal: an empty restore of an empty backup would compare equal too. */
function expectFilled(snapshot: Awaited<ReturnType<typeof contents>>): void {
  const count = (table: string) => snapshot.tables[table]?.length ?? 0;
  for (const table of [
    'public.media',
    'public.media_translation',
    'public.faq',
    'public.faq_translation',
    'public.inquiry',
    'public.staff',
    'public.audit_log',
    'public.image_variant',
  ]) {
    expect(count(table), table).toBeGreaterThan(0);
  }
  expect(count('drizzle.__drizzle_migrations')).toBeGreaterThan(0);
  const backups = (snapshot.tables['public.audit_log'] as { action: string; actor: string | null; staff_id: number | null; after: unknown }[]).filter(
    (row) => row.action === 'database.backup',
  );
  expect(backups.map((row) => [row.actor, row.staff_id])).toEqual([['system', null]]);
  expect(JSON.stringify(backups)).not.toContain('김민지');
}

/**
 * A test that runs the commands as processes, each of them loading the code and opening its own
 * embedded database: 30-40 s on a quiet 2-core machine, more beside the other suites in CI.
 */
const COMMANDS_TIMEOUT = { timeout: 180_000 };

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('backup and restore of the embedded database', () => {
  it('backs up a running server through its socket, and restores into a new directory every table and sequence', COMMANDS_TIMEOUT, async () => {
    const dir = scratch();
    const dataDir = join(dir, 'data');
    const app = await buildServer(testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' }), { site: false, jobs: false });
    try {
      await app.ready();
      await fill(app);
      const file = join(dir, 'site.tar.gz');
      const backup = await runCommand(['src/cli/backup.ts', '--out', file], { DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stderr).toMatch(/Wrote a backup of the embedded database/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
      // The socket stepped aside for the dump (PGlite's cannot take one in the directory) and is back.
      expect(statSync(join(dataDir, 'inphr-server.sock')).mode & 0o777).toBe(0o600);
      const source = await contents(app.database.db);
      expectFilled(source);

      const restoredDir = join(dir, 'restored');
      const restore = await runCommand(['src/cli/restore.ts', file], { DATA_DIR: restoredDir });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/schema is this release’s/);
      // Neither the source's lock nor its socket came along: the directory is free to open.
      expect(readdirSync(restoredDir).filter((name) => name.startsWith('inphr-server'))).toEqual([]);
      expect(statSync(restoredDir).mode & 0o777).toBe(0o700);
      const restored = await openDatabase({ dataDir: restoredDir, migrate: false });
      try {
        expect(await contents(restored.db)).toEqual(source);
      } finally {
        await restored.close();
      }

      // Over data, never: the restored directory, and the running server's own.
      for (const target of [restoredDir, dataDir]) {
        const again = await runCommand(['src/cli/restore.ts', file], { DATA_DIR: target });
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/is not empty: a restore fills a new or empty directory only/);
      }
    } finally {
      await app.close();
    }
  });

  it('backs up a stopped server by opening the directory itself', COMMANDS_TIMEOUT, async () => {
    const dir = scratch();
    const dataDir = join(dir, 'data');
    const database = await openDatabase({ dataDir });
    await createStaffAccount(database.db, 'Admin@inphr.example', 'admin', 'Backup-admin-pass-47!');
    await database.close();
    // The socket of a server that was killed, left in the directory: stale, and no obstacle.
    const socket = join(dataDir, 'inphr-server.sock');
    spawnSync(process.execPath, ['-e', "require('node:net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))", socket]);
    expect(statSync(socket).isSocket()).toBe(true);
    const file = join(dir, 'stopped.tar.gz');
    const backup = await runCommand(['src/cli/backup.ts', '--out', file], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    const source = await openDatabase({ dataDir, migrate: false });
    const expected = await contents(source.db);
    await source.close();
    expect((expected.tables['public.audit_log'] as { action: string }[]).map((row) => row.action)).toEqual(['staff.create', 'database.backup']);

    const emptyDir = join(dir, 'empty');
    mkdirSync(emptyDir);
    chmodSync(emptyDir, 0o700);
    const restore = await runCommand(['src/cli/restore.ts', file], { DATA_DIR: emptyDir });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openDatabase({ dataDir: emptyDir });
    try {
      expect(restored.appliedMigrations).toEqual([]);
      expect(await contents(restored.db)).toEqual(expected);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore what is not a backup, and to write a backup inside DATA_DIR', async () => {
    const dir = scratch();
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const notBackup = join(dir, 'notes.txt');
    writeFileSync(notBackup, 'not a backup');
    const refused = await runCommand(['src/cli/restore.ts', notBackup], { DATA_DIR: join(dir, 'other') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not a backup made by the backup command/);
    expect(existsSync(join(dir, 'other'))).toBe(false);

    const inside = await runCommand(['src/cli/backup.ts', '--out', join(dataDir, 'self.tar.gz')], { DATA_DIR: dataDir });
    expect(inside.status).toBe(1);
    expect(inside.stderr).toMatch(/is inside DATA_DIR/);
  });

  it('refuses a backup file inside the checkout that git does not ignore', async () => {
    const target = join(serverDir, 'backup-refused.tar.gz');
    try {
      const run = await runCommand(['src/cli/backup.ts', '--out', target], { DATA_DIR: join(scratch(), 'data') });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/inside the checkout .* git does not ignore it: a backup holds personal data/);
      expect(existsSync(target)).toBe(false);
    } finally {
      rmSync(target, { force: true });
    }
  });
});

describe('the connection pg_dump and pg_restore get', () => {
  it('keeps the password out of their arguments (a process list shows them) and speaks libpq', () => {
    const connection = libpqConnection('postgres://inphr:s%40cret%2Fpw@db.internal:5433/inphr?ssl=true');
    expect(connection.dbname).toBe('postgres://inphr@db.internal:5433/inphr?sslmode=require');
    expect(connection.env.PGPASSWORD).toBe('s@cret/pw');
    expect(libpqConnection('postgres://inphr@db/inphr?sslmode=verify-full').dbname).toBe('postgres://inphr@db/inphr?sslmode=verify-full');
  });
});

describe.skipIf(!postgresUrl)('backup and restore of PostgreSQL', () => {
  it('dumps a running site with pg_dump and restores into an empty database every table and sequence', async () => {
    const dir = scratch();
    const sourceDb = await createEmptyPostgresDatabase(postgresUrl!);
    const targetDb = await createEmptyPostgresDatabase(postgresUrl!);
    const app = await buildServer(testConfig({ DATABASE_URL: sourceDb.url, SEED_DEMO: 'true' }), { site: false, jobs: false });
    try {
      await app.ready();
      await fill(app);
      const file = join(dir, 'site.dump');
      const backup = await runCommand(['src/cli/backup.ts', '--out', file], { DATABASE_URL: sourceDb.url });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stderr).toMatch(/Wrote a backup of PostgreSQL \(DATABASE_URL\)/);
      expect(backup.stdout + backup.stderr).not.toContain(sourceDb.url);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const source = await contents(app.database.db);
      expectFilled(source);

      const restore = await runCommand(['src/cli/restore.ts', file], { DATABASE_URL: targetDb.url });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/schema is this release’s/);
      const restored = await openDatabase({ databaseUrl: targetDb.url, dataDir: 'unused' });
      try {
        expect(restored.appliedMigrations).toEqual([]);
        expect(await contents(restored.db)).toEqual(source);
      } finally {
        await restored.close();
      }

      // Over data, never: the restored database (it has tables now), and the running site's.
      for (const url of [targetDb.url, sourceDb.url]) {
        const again = await runCommand(['src/cli/restore.ts', file], { DATABASE_URL: url });
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/is not empty .* a restore fills an empty database only/);
      }
      const wrongKind = await runCommand(['src/cli/restore.ts', file], { DATA_DIR: join(dir, 'data') });
      expect(wrongKind.status).toBe(1);
      expect(wrongKind.stderr).toMatch(/is a backup of PostgreSQL \(pg_dump\)/);
    } finally {
      await app.close();
      await sourceDb.drop();
      await targetDb.drop();
    }
  });

  it('names the package to install when pg_dump is missing or older than the server', async () => {
    const dir = scratch();
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    const env = { DATABASE_URL: postgresUrl!, PATH: bin };
    const missing = await runCommand(['src/cli/backup.ts', '--out', join(dir, 'x.dump')], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/pg_dump is not installed .* apt-get install postgresql-client/);
    writeFileSync(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const old = await runCommand(['src/cli/backup.ts', '--out', join(dir, 'x.dump')], env);
    expect(old.status).toBe(1);
    expect(old.stderr).toMatch(/pg_dump 9 cannot back up a PostgreSQL \d+ server.* Install postgresql-client-\d+/);
    expect(existsSync(join(dir, 'x.dump'))).toBe(false);
  });
});

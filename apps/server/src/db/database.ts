import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';
import { DataDirectoryError, lockDirectory, OPERATOR_SOCKET_FILE, preparePrivateDirectory } from './data-dir';
import { pendingMigrations, SchemaBehindError, type RawQuery } from './migrations';

export type Schema = typeof schema;
/** One Drizzle type for both engines: PGlite (embedded) and PostgreSQL (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The migrations this open applied (tags, oldest first); empty when the schema was current. */
  appliedMigrations: string[];
  /** PostgreSQL only: the connection pool's use (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: a consistent snapshot of the data directory as a gzipped tarball, taken between two
   * statements or transactions (the backup command; PostgreSQL's is pg_dump). Restored by
   * restoreDataDirectory.
   */
  dump?(): Promise<Uint8Array>;
}

const MIGRATIONS = MIGRATIONS_DIR;

/** Advisory lock keys of this application (any fixed 64-bit numbers, the same on every instance). */
export const MIGRATION_LOCK_KEY = 7_301_001;
export const SEED_LOCK_KEY = 7_301_002;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  /** Opened by the server (the data directory's lock says so, and operator commands then ask it). */
  server?: boolean;
  /**
   * Apply pending migrations (the default). `false` (MIGRATE_ON_START=false: the migrate command
   * does it as a deployment step) changes nothing and refuses a schema behind this release's code
   * with a SchemaBehindError. `'as-is'` neither applies nor refuses: a backup copies the database
   * as it is, above all the one about to be migrated.
   */
  migrate?: boolean | 'as-is';
}

export async function openDatabase({ databaseUrl, dataDir, server = false, migrate: migrateOnOpen = true }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A pool of a fixed size once opened (HikariCP's advice): connections closed when idle had to be
    // opened again by the first burst after a quiet spell, each a new backend on the server.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, min: POOL_SIZE, idleTimeoutMillis: 30_000 });
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an event
    // on the pool, which would otherwise crash the process: the pool drops that client and opens
    // a new one for the next query, and a query that fails meanwhile answers 500 and is logged.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    let applied: string[] = [];
    try {
      if (migrateOnOpen === 'as-is') return postgresDatabase(pool, db, applied);
      // Instances starting together on a new database would each create the same tables: the first
      // to take the lock migrates, the others wait and then find nothing left to do.
      const lock = await pool.connect();
      try {
        const query: RawQuery = (text) => lock.query(text);
        if (migrateOnOpen === true) {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            // Read under the lock: what this instance is about to apply, not what another one did.
            applied = await pendingMigrations(query);
            await migrate(db, { migrationsFolder: MIGRATIONS });
          } finally {
            await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } else {
          const pending = await pendingMigrations(query);
          if (pending.length > 0) throw new SchemaBehindError(pending);
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      // Idle connections would keep a refusing process (or a failed migrate command) alive.
      await pool.end().catch(() => undefined);
      throw error;
    }
    return postgresDatabase(pool, db, applied);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir);
  let release = () => undefined as void;
  let client: InstanceType<typeof PGlite> | undefined;
  if (!inMemory) {
    preparePrivateDirectory(location);
    release = lockDirectory(location, { server });
  }
  try {
    if (!inMemory && !existsSync(join(location, 'PG_VERSION'))) await initializeDataDirectory(location);
    const opened = await PGlite.create(location, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])] });
    client = opened;
    const db = drizzle(opened, { schema });
    // The directory's lock keeps every other process out: no advisory lock is needed here.
    const query: RawQuery = (text) => opened.query(text);
    const pending = migrateOnOpen === 'as-is' ? [] : await pendingMigrations(query);
    if (migrateOnOpen === false && pending.length > 0) throw new SchemaBehindError(pending);
    if (migrateOnOpen === true) await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      appliedMigrations: migrateOnOpen === true ? pending : [],
      close: async () => {
        if (!opened.closed) await opened.close();
        release();
      },
      // The checkpoint first writes every page out, so that the copy opens without replaying WAL (and
      // with its sequences where they were, not advanced by the values WAL logs ahead). PGlite takes
      // the dump between two statements; it opens as a crashed server's files would.
      dump: async () => {
        // The dump fails on a socket in the directory (EINVAL). A server's own steps aside while it
        // dumps (operator/control-socket.ts); any other is a killed server's, stale under our lock.
        if (!server && !inMemory) rmSync(join(location, OPERATOR_SOCKET_FILE), { force: true });
        await opened.query('CHECKPOINT');
        const tarball = await opened.dumpDataDir('gzip');
        return new Uint8Array(await tarball.arrayBuffer());
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    release();
    throw error;
  }
}

function postgresDatabase(pool: Pool, db: unknown, applied: string[]): Database {
  return {
    db: db as Db,
    engine: 'postgres',
    appliedMigrations: applied,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Fills a new or empty data directory from a tarball of `dump()` and closes it again: a following
 * openDatabase opens the database as it was when the tarball was taken. A directory holding
 * anything is refused (a restore never mixes two databases); a failed restore leaves the
 * directory as it found it.
 */
export async function restoreDataDirectory(dataDir: string, tarball: Uint8Array): Promise<void> {
  const location = resolve(dataDir);
  const existed = existsSync(location);
  if (existed && readdirSync(location).length > 0) {
    throw new DataDirectoryError(
      `The data directory ${location} is not empty: a restore fills a new or empty directory only. Name another DATA_DIR, or move this one aside first.`,
      'not-empty',
    );
  }
  preparePrivateDirectory(location);
  const release = lockDirectory(location);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const gzipped = tarball[0] === 0x1f && tarball[1] === 0x8b;
    const loadDataDir = new Blob([tarball.slice()], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
    const restored = await PGlite.create(location, { loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])] });
    await restored.close();
    // The tarball holds the directory as its server had it: that server's lock file (replaced our
    // own, which release() removes) and its socket, which a tarball keeps as an empty directory.
    rmSync(join(location, OPERATOR_SOCKET_FILE), { recursive: true, force: true });
  } catch (error) {
    release();
    if (existed) for (const entry of readdirSync(location)) rmSync(join(location, entry), { recursive: true, force: true });
    else rmSync(location, { recursive: true, force: true });
    throw error;
  }
  release();
}

/**
 * PostgreSQL's defaults suit a server of its own; inside this process every buffer is resident
 * memory of the web server. 16 MB of shared buffers holds this site's tables many times over
 * and halves the memory a reopened data directory costs. Given at start, so the
 * data directory's postgresql.conf stays as initdb wrote it.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** PostgreSQL connections per server process. */
const POOL_SIZE = 10;

/**
 * Creates a new data directory (initdb) in a short-lived child process. PGlite's initdb leaves
 * hundreds of megabytes of WebAssembly memory behind that this process would keep for its
 * lifetime; opening an existing directory does not.
 */
async function initializeDataDirectory(location: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(pglite)}); PGlite.create(process.argv[1]).then((db) => db.close());`;
  await promisify(execFile)(process.execPath, ['-e', script, location], { timeout: 120_000 });
}

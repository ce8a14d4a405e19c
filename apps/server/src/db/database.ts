import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';
import { lockDirectory, preparePrivateDirectory } from './data-dir';
import { pendingMigrations, SchemaBehindError, type RawQuery } from './migrations';
import { takeTurns } from './turns';

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
   * with a SchemaBehindError.
   */
  migrate?: boolean;
}

export async function openDatabase({ databaseUrl, dataDir, server = false, migrate: migrateOnOpen = true }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an event
    // on the pool, which would otherwise crash the process: the pool drops that client and opens
    // a new one for the next query, and a query that fails meanwhile answers 500 and is logged.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    let applied: string[] = [];
    try {
      // Instances starting together on a new database would each create the same tables: the first
      // to take the lock migrates, the others wait and then find nothing left to do.
      const lock = await pool.connect();
      try {
        const query: RawQuery = (text) => lock.query(text);
        if (migrateOnOpen) {
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
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      appliedMigrations: applied,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
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
    // Each statement or transaction in an event-loop turn of its own (turns.ts). A transaction's
    // own statements go through its `tx`, not these methods.
    takeTurns(opened, ['query', 'exec', 'transaction', 'describeQuery']);
    const db = drizzle(opened, { schema });
    // The directory's lock keeps every other process out: no advisory lock is needed here.
    const query: RawQuery = (text) => opened.query(text);
    const pending = await pendingMigrations(query);
    if (!migrateOnOpen && pending.length > 0) throw new SchemaBehindError(pending);
    if (migrateOnOpen) await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      appliedMigrations: migrateOnOpen ? pending : [],
      close: async () => {
        if (!opened.closed) await opened.close();
        release();
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * PostgreSQL's defaults suit a server of its own; inside this process every buffer is resident
 * memory of the web server. 16 MB of shared buffers holds this site's tables many times over
 * and halves the memory a reopened data directory costs. Given at start, so the
 * data directory's postgresql.conf stays as initdb wrote it.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

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

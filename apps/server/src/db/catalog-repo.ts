import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/* PostgreSQL's own catalog, as the backup and restore commands read it (no table of ours). */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer a raw query with `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The server's major version: 17 for PostgreSQL 17.2. */
export async function serverMajorVersion(db: Db): Promise<number> {
  const [row] = await rows<{ num: string }>(db, sql`SELECT current_setting('server_version_num') AS num`);
  return Math.floor(Number(row?.num) / 10_000);
}

/**
 * How many things a database holds beyond what CREATE DATABASE gives it: schemas other than
 * `public`, and relations, functions, types and extensions anywhere outside PostgreSQL's own
 * schemas. 0 for a new database: the only target a restore fills.
 */
export async function userObjectCount(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`WITH own AS (
          SELECT oid, nspname FROM pg_namespace
          WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\_toast%' AND nspname NOT LIKE 'pg\_temp\_%'
        )
        SELECT ((SELECT count(*) FROM own WHERE nspname <> 'public')
          + (SELECT count(*) FROM pg_class WHERE relnamespace IN (SELECT oid FROM own))
          + (SELECT count(*) FROM pg_proc WHERE pronamespace IN (SELECT oid FROM own))
          + (SELECT count(*) FROM pg_type WHERE typnamespace IN (SELECT oid FROM own) AND typrelid = 0 AND typcategory <> 'A')
          + (SELECT count(*) FROM pg_extension WHERE extname <> 'plpgsql'))::int AS n`,
  );
  return row?.n ?? 0;
}

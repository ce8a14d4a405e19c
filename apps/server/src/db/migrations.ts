import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Which of this release's migrations a database lacks. Drizzle's migrator records each applied
 * migration in `drizzle.__drizzle_migrations` with its journal time (`created_at`) and applies
 * those of the journal newer than the newest row: the same rule here, so that "pending" means
 * exactly what the migrator would apply.
 */

export interface JournalEntry {
  /** The migration's file name without `.sql`, e.g. `0004_totp_last_step`. */
  tag: string;
  /** Its journal time (ms), what the migrator stores as `created_at`. */
  when: number;
}

export function readJournal(folder = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** A plain query on either engine's client (pg's and PGlite's both answer `{ rows }`). */
export type RawQuery = (text: string) => Promise<{ rows: unknown[] }>;

/** The tags of the journal's migrations the database has not applied, oldest first. */
export async function pendingMigrations(query: RawQuery, folder = MIGRATIONS_DIR): Promise<string[]> {
  // to_regclass answers NULL (no error) when the schema or the table does not exist yet: a new database.
  const table = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  const present = (table.rows[0] as { present?: boolean } | undefined)?.present === true;
  let newest = -Infinity;
  if (present) {
    const last = await query('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1');
    const value = (last.rows[0] as { created_at?: string | number | null } | undefined)?.created_at;
    if (value !== undefined && value !== null) newest = Number(value);
  }
  return readJournal(folder)
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

/** The server was told not to migrate (MIGRATE_ON_START=false) and the schema is behind its code. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this release: ${pending.length} migration${pending.length === 1 ? '' : 's'} not applied (${pending.join(', ')}). ` +
        'MIGRATE_ON_START=false, so nothing was changed: run the migrate command first ' +
        '(`pnpm --filter @inphr/server migrate`, or `node /app/server/dist/cli/migrate.js` in the image), then start the server.',
    );
  }
}

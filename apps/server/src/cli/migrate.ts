import { ConfigError, parseConfig } from '../config';
import { DataDirectoryError } from '../db/data-dir';
import { openDatabase } from '../db/database';

/**
 * `pnpm --filter @inphr/server migrate` (`node /app/server/dist/cli/migrate.js` in the image):
 * applies this release's pending migrations as a deployment step of its own, before instances
 * started with MIGRATE_ON_START=false come up. The same database as the server (DATABASE_URL, or
 * the embedded one in DATA_DIR, which a running server must not hold) and the same advisory lock
 * as a migrating start, so it is safe beside instances that migrate themselves.
 */

/** An error's own words; a connection refused on every address Node tried is an AggregateError without any. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join('; ');
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : '';
  return `${error.message || (error as NodeJS.ErrnoException).code || error.name}${cause}`;
}

try {
  // Builds no URL: PUBLIC_ORIGIN, required of a production server, is not asked of it.
  const config = parseConfig({ ...process.env, NODE_ENV: 'development' });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR}`;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  await database.close();
  const applied = database.appliedMigrations;
  process.stdout.write(
    applied.length === 0
      ? `The schema of ${where} is current: no migration to apply.\n`
      : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}:\n${applied.map((tag) => `  ${tag}\n`).join('')}`,
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirectoryError) {
    console.error(error.message);
  } else {
    console.error(`Migration failed: ${describe(error)}`);
    console.error('The pending migrations are applied in one transaction: a failed run leaves the schema as it was.');
  }
  process.exitCode = 1;
}

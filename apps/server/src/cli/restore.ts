import { parseArgs } from 'node:util';
import { restore } from '../operator/backup';
import { finish } from '../operator/run';

/**
 * `pnpm --filter @inphr/server restore FILE` (`node /app/server/dist/cli/restore.js` in the image):
 * loads a file of the backup command into an empty target, never over data: a new or empty
 * DATA_DIR (the embedded database), or a database with nothing in it (DATABASE_URL, through
 * pg_restore in one transaction). A non-empty target is refused (exit 1). Then start the server
 * on it (or run the migrate command first when the backup is of an earlier release).
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: restore FILE   (into DATA_DIR, or the database of DATABASE_URL; the target must be empty)');
  process.exit(2);
}
finish(await restore(file));

import { ConfigError, parseConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { DataDirectoryError } from '../db/data-dir';

/**
 * The database for an operator command. On the embedded database a running server holds the
 * directory's lock: the command then says so and stops (exit 1, nothing on standard output)
 * rather than read beside it.
 */
export async function openForCommand(): Promise<{ database: Database; config: ReturnType<typeof parseConfig> }> {
  let config;
  try {
    // Commands build no URL: PUBLIC_ORIGIN, required of a production server, is not asked of them.
    config = parseConfig({ ...process.env, NODE_ENV: 'development' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    return { database: await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }), config };
  } catch (error) {
    if (error instanceof DataDirectoryError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

import { parseConfig } from '../config';
import { openDatabase } from '../db/database';
import { purgeInquiries } from '../db/inquiry-repo';

// Retention purge: deletes inquiries older than INQUIRY_RETENTION_DAYS (default 3 years).
const config = parseConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const cutoff = new Date(Date.now() - config.INQUIRY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const removed = await purgeInquiries(database.db, cutoff);
  console.log(`Removed ${removed} inquiries received before ${cutoff.toISOString()}.`);
} finally {
  await database.close();
}

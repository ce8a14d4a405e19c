import { openForCommand } from './open-for-command';
import { purgeInquiries } from '../db/inquiry-repo';

// Retention purge: deletes inquiries older than INQUIRY_RETENTION_DAYS (default 3 years).
const { database, config } = await openForCommand();
try {
  const cutoff = new Date(Date.now() - config.INQUIRY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const removed = await purgeInquiries(database.db, cutoff);
  console.log(`Removed ${removed} inquiries received before ${cutoff.toISOString()}.`);
} finally {
  await database.close();
}

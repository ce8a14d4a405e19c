import { openForCommand } from './open-for-command';
import { runRetentionIfDue } from '../jobs/retention';

// Retention purge now (the server also runs it daily by itself): deletes inquiries older than
// INQUIRY_RETENTION_DAYS (default 3 years), and records the run the studio's inbox shows.
const { database, config } = await openForCommand();
try {
  const now = new Date();
  const cutoff = new Date(now.getTime() - config.INQUIRY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const removed = await runRetentionIfDue(database.db, config.INQUIRY_RETENTION_DAYS, now, { force: true });
  if (removed === undefined) {
    console.error('A purge is running on another instance right now; nothing done.');
    process.exitCode = 1;
  } else {
    console.log(`Removed ${removed} inquiries received before ${cutoff.toISOString()}.`);
  }
} finally {
  await database.close();
}

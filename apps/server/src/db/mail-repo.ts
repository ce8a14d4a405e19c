import type { Db } from './database';
import { inquiryOutbox } from './schema';

/** A message to a staff member, sent by the outbox (jobs/outbox.ts) with its retries. */
export async function queueMail(db: Pick<Db, 'insert'>, mail: { to: string; subject: string; body: string }): Promise<void> {
  await db.insert(inquiryOutbox).values(mail);
}

import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './database';
import { studioPreview, type RevisionTexts } from './schema';

/** Keeps texts to preview under `token`, and sweeps those older than `since`. */
export async function insertPreview(
  db: Db,
  o: { token: string; staffId: number; itemId: number | null; texts: RevisionTexts; now: Date; since: Date },
): Promise<void> {
  await db.delete(studioPreview).where(lt(studioPreview.createdAt, o.since));
  await db.insert(studioPreview).values({ token: o.token, staffId: o.staffId, itemId: o.itemId, texts: o.texts, createdAt: o.now });
}

/** The texts kept under `token` for this staff member, if not older than `since`. */
export async function readPreview(db: Db, o: { token: string; staffId: number; since: Date }) {
  const [row] = await db
    .select()
    .from(studioPreview)
    .where(and(eq(studioPreview.token, o.token), eq(studioPreview.staffId, o.staffId), gt(studioPreview.createdAt, o.since)));
  return row;
}

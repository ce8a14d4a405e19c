import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './database';
import { studioPreview, type RevisionTexts } from './schema';

export type PreviewKind = 'news' | 'faq';

/** Keeps texts to preview under `token`, and sweeps those older than `since`. */
export async function insertPreview(
  db: Db,
  o: { token: string; kind: PreviewKind; staffId: number; itemId: number | null; serviceSeq?: number; texts: RevisionTexts; now: Date; since: Date },
): Promise<void> {
  await db.delete(studioPreview).where(lt(studioPreview.createdAt, o.since));
  await db.insert(studioPreview).values({
    token: o.token,
    kind: o.kind,
    staffId: o.staffId,
    itemId: o.itemId,
    serviceSeq: o.serviceSeq ?? null,
    texts: o.texts,
    createdAt: o.now,
  });
}

/** The texts of this kind kept under `token` for this staff member, if not older than `since`. */
export async function readPreview(db: Db, o: { token: string; kind: PreviewKind; staffId: number; since: Date }) {
  const [row] = await db
    .select()
    .from(studioPreview)
    .where(and(eq(studioPreview.token, o.token), eq(studioPreview.kind, o.kind), eq(studioPreview.staffId, o.staffId), gt(studioPreview.createdAt, o.since)));
  return row;
}

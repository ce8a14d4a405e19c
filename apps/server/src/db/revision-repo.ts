import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@inphr/content';
import type { RevisionAction, StudioRevision, StudioRevisionSummary } from '@inphr/api';
import type { Db } from './database';
import { contentRevision, type RevisionTexts } from './schema';

/* The revisions of articles and FAQ entries: one row per save, numbered per item. */

export type RevisionKind = 'news' | 'faq';

export interface NewRevision {
  kind: RevisionKind;
  itemId: number;
  action: RevisionAction;
  actor: { id: number; email: string };
  at: Date;
  texts: RevisionTexts;
  published?: Language[];
  restoredFrom?: number;
  /** How many of the item's revisions to keep, this one included. */
  keep: number;
}

/**
 * Adds a revision with the item's next number and removes those past the newest `keep`. Run it in
 * the transaction that changed the item (its version update holds the item's row, so two saves of
 * one item never take the same number). Returns the revision's number.
 */
export async function addRevision(tx: Pick<Db, 'select' | 'insert' | 'delete'>, r: NewRevision): Promise<number> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contentRevision.number}), 0)` })
    .from(contentRevision)
    .where(and(eq(contentRevision.kind, r.kind), eq(contentRevision.itemId, r.itemId)));
  const number = Number(last?.number ?? 0) + 1;
  const detail = r.published ? { published: r.published } : r.restoredFrom ? { restoredFrom: r.restoredFrom } : null;
  await tx.insert(contentRevision).values({
    kind: r.kind,
    itemId: r.itemId,
    number,
    action: r.action,
    staffId: r.actor.id,
    actor: r.actor.email,
    savedAt: r.at,
    texts: r.texts,
    detail,
  });
  if (number > r.keep)
    await tx
      .delete(contentRevision)
      .where(and(eq(contentRevision.kind, r.kind), eq(contentRevision.itemId, r.itemId), lte(contentRevision.number, number - r.keep)));
  return number;
}

function summary(row: typeof contentRevision.$inferSelect): StudioRevisionSummary {
  const detail = (row.detail ?? {}) as { published?: Language[]; restoredFrom?: number };
  return {
    number: row.number,
    action: row.action as RevisionAction,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.actor,
    languages: LANGUAGES.filter((lang) => row.texts[lang]),
    ...(detail.published ? { published: detail.published } : {}),
    ...(detail.restoredFrom ? { restoredFrom: detail.restoredFrom } : {}),
  };
}

/** An item's revisions, newest first, without their texts. */
export async function listRevisions(db: Db, kind: RevisionKind, itemId: number): Promise<StudioRevisionSummary[]> {
  const rows = await db
    .select()
    .from(contentRevision)
    .where(and(eq(contentRevision.kind, kind), eq(contentRevision.itemId, itemId)))
    .orderBy(desc(contentRevision.number));
  return rows.map(summary);
}

/** One revision with its texts; undefined when the item has no such revision (or no longer keeps it). */
export async function readRevision(db: Pick<Db, 'select'>, kind: RevisionKind, itemId: number, number: number): Promise<StudioRevision | undefined> {
  const [row] = await db
    .select()
    .from(contentRevision)
    .where(and(eq(contentRevision.kind, kind), eq(contentRevision.itemId, itemId), eq(contentRevision.number, number)));
  return row && { ...summary(row), texts: row.texts };
}

/** An item's revisions go with it (the audit log keeps what it was). */
export async function deleteRevisions(tx: Pick<Db, 'delete'>, kind: RevisionKind, itemId: number): Promise<void> {
  await tx.delete(contentRevision).where(and(eq(contentRevision.kind, kind), eq(contentRevision.itemId, itemId)));
}

/** Whether two sets of texts are the same in every language. */
export function sameTexts(a: RevisionTexts, b: RevisionTexts): boolean {
  return LANGUAGES.every((lang) => {
    const x = a[lang];
    const y = b[lang];
    return x === undefined || y === undefined ? x === y : x.title === y.title && x.contents === y.contents;
  });
}

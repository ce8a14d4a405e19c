import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@inphr/content';
import type { NewsStatus, StudioFaqDetail, StudioFaqListItem } from '@inphr/api';
import type { Db } from './database';
import { faq, faqTranslation, staff, type RevisionTexts } from './schema';

/* The FAQ as the studio reads and writes it. */

export interface FaqTranslationRow {
  lang: Language;
  title: string;
  /** The answer's sanitized HTML, and its plain text (search). */
  contents: string;
  contentsText: string;
}

export async function faqForStudio(db: Pick<Db, 'select'>, id: number): Promise<StudioFaqDetail | undefined> {
  const [found] = await db
    .select({ item: faq, updatedBy: staff.email })
    .from(faq)
    .leftJoin(staff, eq(staff.id, faq.updatedBy))
    .where(and(eq(faq.faqSeq, id), eq(faq.useYn, 'Y')));
  if (!found) return undefined;
  const { item } = found;
  const rows = await db.select().from(faqTranslation).where(eq(faqTranslation.faqSeq, id));
  const live: RevisionTexts = Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));
  return {
    id: item.faqSeq,
    serviceSeq: item.draftServiceSeq ?? item.serviceSeq,
    liveServiceSeq: item.serviceSeq,
    sort: item.sort,
    status: item.status as NewsStatus,
    hasDraft: item.draft !== null || item.draftServiceSeq !== null,
    version: item.version,
    updatedAt: item.updatedAt.toISOString(),
    updatedBy: found.updatedBy,
    translations: item.draft ?? live,
    live,
  };
}

/** As claimNewsVersion: the next version of a question for a change based on `baseVersion`, or undefined. */
export async function claimFaqVersion(tx: Pick<Db, 'update'>, id: number, baseVersion: number, o: { at: Date; by: number }): Promise<number | undefined> {
  const [row] = await tx
    .update(faq)
    .set({ version: sql`${faq.version} + 1`, updatedAt: o.at, updatedBy: o.by })
    .where(and(eq(faq.faqSeq, id), eq(faq.useYn, 'Y'), eq(faq.version, baseVersion)))
    .returning({ version: faq.version });
  return row?.version;
}

/** The questions (of one category, or all), in their order, with their titles per language. */
export async function faqListForStudio(db: Db, serviceSeq: number | undefined) {
  const where = serviceSeq === undefined ? eq(faq.useYn, 'Y') : and(eq(faq.useYn, 'Y'), eq(faq.serviceSeq, serviceSeq));
  const items = await db.select().from(faq).where(where).orderBy(faq.serviceSeq, faq.sort, faq.faqSeq);
  const titles = items.length
    ? await db
        .select({ id: faqTranslation.faqSeq, lang: faqTranslation.lang, title: faqTranslation.title })
        .from(faqTranslation)
        .where(
          inArray(
            faqTranslation.faqSeq,
            items.map((i) => i.faqSeq),
          ),
        )
    : [];
  return {
    items: items.map((i): StudioFaqListItem => ({
      id: i.faqSeq,
      serviceSeq: i.serviceSeq,
      sort: i.sort,
      status: i.status as NewsStatus,
      hasDraft: i.draft !== null || i.draftServiceSeq !== null,
      titles: Object.fromEntries(titles.filter((t) => t.id === i.faqSeq).map((t) => [t.lang, t.title])),
    })),
    total: items.length,
  };
}

export async function replaceFaqTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, rows: readonly FaqTranslationRow[]): Promise<void> {
  await tx.delete(faqTranslation).where(eq(faqTranslation.faqSeq, id));
  if (rows.length) await tx.insert(faqTranslation).values(rows.map((row) => ({ faqSeq: id, ...row })));
}

/** A new question, last in its category. */
export async function insertFaq(tx: Pick<Db, 'select' | 'insert'>, serviceSeq: number, o: { status: NewsStatus; by?: number }): Promise<number> {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${faq.sort}), 0)` })
    .from(faq)
    .where(eq(faq.serviceSeq, serviceSeq));
  const [row] = await tx
    .insert(faq)
    .values({ serviceSeq, sort: Number(last?.sort ?? 0) + 1, status: o.status, updatedBy: o.by ?? null })
    .returning({ id: faq.faqSeq });
  return row!.id;
}

export async function setFaqCategory(tx: Pick<Db, 'update'>, id: number, serviceSeq: number): Promise<void> {
  await tx.update(faq).set({ serviceSeq, draftServiceSeq: null }).where(eq(faq.faqSeq, id));
}

/** A published question's category as changed, waiting for its publication (null: unchanged). */
export async function setFaqDraftCategory(tx: Pick<Db, 'update'>, id: number, serviceSeq: number | null): Promise<void> {
  await tx.update(faq).set({ draftServiceSeq: serviceSeq }).where(eq(faq.faqSeq, id));
}

/** A published question's changes not yet public (null: none). */
export async function setFaqDraft(tx: Pick<Db, 'update'>, id: number, draft: RevisionTexts | null): Promise<void> {
  await tx.update(faq).set({ draft }).where(eq(faq.faqSeq, id));
}

export async function setFaqStatus(tx: Pick<Db, 'update'>, id: number, status: NewsStatus): Promise<void> {
  await tx.update(faq).set({ status }).where(eq(faq.faqSeq, id));
}

/** The questions of a category with their places. */
export async function faqOrderOf(db: Db, serviceSeq: number): Promise<{ id: number; sort: number }[]> {
  return db
    .select({ id: faq.faqSeq, sort: faq.sort })
    .from(faq)
    .where(and(eq(faq.useYn, 'Y'), eq(faq.serviceSeq, serviceSeq)));
}

export async function setFaqPlace(tx: Pick<Db, 'update'>, id: number, sort: number): Promise<void> {
  await tx.update(faq).set({ sort }).where(eq(faq.faqSeq, id));
}

export async function deleteFaq(tx: Pick<Db, 'delete'>, id: number): Promise<void> {
  await tx.delete(faq).where(eq(faq.faqSeq, id));
}

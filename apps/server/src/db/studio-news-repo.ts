import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, min, notInArray, or, sql } from 'drizzle-orm';
import { HOSP_SEQ_NO, type NewsSortOrder, type NewsStatus, type StudioNewsDetail, type StudioNewsListItem } from '@inphr/api';
import type { Language } from '@inphr/content';
import type { Db } from './database';
import { likePattern } from './like';
import { media, mediaTranslation, staff, type RevisionTexts } from './schema';

/* News as the studio reads and writes it: every status, every language. */

/** An article's text in one language, as stored (the HTML already sanitized). */
export interface NewsTranslationRow {
  lang: Language;
  title: string;
  contents: string;
  contentsText: string;
}

/** An article with its texts; undefined when there is none (or it was removed). */
export async function newsForStudio(db: Pick<Db, 'select'>, id: number): Promise<StudioNewsDetail | undefined> {
  const [found] = await db
    .select({ item: media, updatedBy: staff.email })
    .from(media)
    .leftJoin(staff, eq(staff.id, media.updatedBy))
    .where(and(eq(media.id, id), eq(media.useYn, 'Y')));
  if (!found) return undefined;
  const { item } = found;
  const rows = await db.select().from(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
  const live: RevisionTexts = Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));
  return {
    id: item.id,
    status: item.status as NewsStatus,
    publishAt: item.publishAt?.toISOString() ?? null,
    regDt: item.regDt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    reviewCnt: item.reviewCnt,
    hasDraft: item.draft !== null,
    version: item.version,
    updatedBy: found.updatedBy,
    translations: item.draft ?? live,
    live,
  };
}

/**
 * A page of articles (status `scheduled`: published with a time to come; `changes`: published with
 * changes not yet public), with their titles per language; `lang` / `missing`: only those with, or
 * without, a text in a language.
 */
export async function newsPageForStudio(
  db: Db,
  o: { status?: string; q?: string; lang?: Language; missing?: Language; sort?: NewsSortOrder; page: number; size: number; at: Date },
) {
  const conditions = [eq(media.useYn, 'Y')];
  if (o.status === 'draft' || o.status === 'published') conditions.push(eq(media.status, o.status));
  if (o.status === 'scheduled') conditions.push(eq(media.status, 'published'), gt(media.publishAt, o.at));
  if (o.status === 'changes') conditions.push(eq(media.status, 'published'), isNotNull(media.draft));
  const inLanguage = (lang: Language) => db.select({ id: mediaTranslation.mediaId }).from(mediaTranslation).where(eq(mediaTranslation.lang, lang));
  if (o.lang) conditions.push(inArray(media.id, inLanguage(o.lang)));
  if (o.missing) conditions.push(notInArray(media.id, inLanguage(o.missing)));
  if (o.q) {
    const matches = db
      .select({ id: mediaTranslation.mediaId })
      .from(mediaTranslation)
      .where(or(ilike(mediaTranslation.title, likePattern(o.q)), ilike(mediaTranslation.contentsText, likePattern(o.q))));
    conditions.push(inArray(media.id, matches));
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(
        ...(o.sort === 'oldest'
          ? [asc(media.regDt), asc(media.id)]
          : o.sort === 'updated'
            ? [desc(media.updatedAt), desc(media.id)]
            : [desc(media.regDt), desc(media.id)]),
      )
      .limit(o.size)
      .offset((o.page - 1) * o.size),
    db.select({ n: count() }).from(media).where(where),
  ]);
  const titles = items.length
    ? await db
        .select({ id: mediaTranslation.mediaId, lang: mediaTranslation.lang, title: mediaTranslation.title })
        .from(mediaTranslation)
        .where(
          inArray(
            mediaTranslation.mediaId,
            items.map((i) => i.id),
          ),
        )
    : [];
  return {
    items: items.map((i): StudioNewsListItem => ({
      id: i.id,
      status: i.status as NewsStatus,
      publishAt: i.publishAt?.toISOString() ?? null,
      regDt: i.regDt.toISOString(),
      updatedAt: i.updatedAt.toISOString(),
      reviewCnt: i.reviewCnt,
      hasDraft: i.draft !== null,
      titles: Object.fromEntries(titles.filter((t) => t.id === i.id).map((t) => [t.lang, t.title])) as StudioNewsListItem['titles'],
    })),
    total: total?.n ?? 0,
  };
}

/** An article's texts, replacing those it had. */
export async function replaceNewsTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, rows: readonly NewsTranslationRow[]): Promise<void> {
  await tx.delete(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
  if (rows.length) await tx.insert(mediaTranslation).values(rows.map((row) => ({ mediaId: id, ...row })));
}

export async function insertNews(tx: Pick<Db, 'insert'>, o: { status: NewsStatus; publishAt: Date | null; at: Date; by?: number }): Promise<number> {
  const [row] = await tx
    .insert(media)
    .values({ hospSeqNo: HOSP_SEQ_NO, regDt: o.publishAt ?? o.at, status: o.status, publishAt: o.publishAt, updatedAt: o.at, updatedBy: o.by ?? null })
    .returning({ id: media.id });
  return row!.id;
}

/**
 * Takes the next version of an article for a change based on `baseVersion`: the new version, or
 * undefined when another change came first (or the article is gone). The row stays locked until the
 * transaction ends, so the change that took a version is the only one made on it.
 */
export async function claimNewsVersion(tx: Pick<Db, 'update'>, id: number, baseVersion: number, o: { at: Date; by: number }): Promise<number | undefined> {
  const [row] = await tx
    .update(media)
    .set({ version: sql`${media.version} + 1`, updatedAt: o.at, updatedBy: o.by })
    .where(and(eq(media.id, id), eq(media.useYn, 'Y'), eq(media.version, baseVersion)))
    .returning({ version: media.version });
  return row?.version;
}

/** A published article's changes not yet public (null: none). */
export async function setNewsDraft(tx: Pick<Db, 'update'>, id: number, draft: RevisionTexts | null): Promise<void> {
  await tx.update(media).set({ draft }).where(eq(media.id, id));
}

/** A new status or time; a time to publish at is also the article's date. */
export async function updateNews(tx: Pick<Db, 'update'>, id: number, o: { status: NewsStatus; publishAt: Date | null }): Promise<void> {
  await tx
    .update(media)
    .set({ status: o.status, publishAt: o.publishAt, ...(o.publishAt ? { regDt: o.publishAt } : {}) })
    .where(eq(media.id, id));
}

export async function deleteNews(tx: Pick<Db, 'delete'>, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

/**
 * Milliseconds from `at` until the next scheduled publication, by the server's clock (as the
 * public query compares); undefined when none is scheduled.
 */
export async function msToNextPublication(db: Db, at: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ next: min(media.publishAt) })
    .from(media)
    .where(and(eq(media.status, 'published'), eq(media.useYn, 'Y'), gt(media.publishAt, at)));
  return row?.next == null ? undefined : new Date(row.next).getTime() - at.getTime();
}

/** One language's stored body of an article (what visitors read once published). */
export async function newsBody(tx: Pick<Db, 'select'>, id: number, lang: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ contents: mediaTranslation.contents })
    .from(mediaTranslation)
    .where(and(eq(mediaTranslation.mediaId, id), eq(mediaTranslation.lang, lang)));
  return row?.contents;
}

export async function setNewsBody(tx: Pick<Db, 'update'>, id: number, lang: string, contents: string): Promise<void> {
  await tx
    .update(mediaTranslation)
    .set({ contents })
    .where(and(eq(mediaTranslation.mediaId, id), eq(mediaTranslation.lang, lang)));
}

export async function newsDraftOf(tx: Pick<Db, 'select'>, id: number): Promise<RevisionTexts | null> {
  const [row] = await tx.select({ draft: media.draft }).from(media).where(eq(media.id, id));
  return row?.draft ?? null;
}

/** Articles changed by something other than their editor (an image's text alternative): a new version each, so an open editor's next save compares first. */
export async function bumpNewsVersions(tx: Pick<Db, 'update'>, ids: readonly number[], o: { at: Date; by: number }): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(media)
    .set({ version: sql`${media.version} + 1`, updatedAt: o.at, updatedBy: o.by })
    .where(inArray(media.id, [...ids]));
}

/** What needs an editor's attention: drafts, changes not yet public, scheduled articles, live ones missing a language. */
export async function newsOverview(db: Db, size: number, at: Date) {
  const page = (o: Omit<Parameters<typeof newsPageForStudio>[1], 'at'>) => newsPageForStudio(db, { ...o, at });
  const [drafts, changes, scheduled, ...missing] = await Promise.all([
    page({ status: 'draft', sort: 'updated', page: 1, size }),
    page({ status: 'changes', sort: 'updated', page: 1, size }),
    page({ status: 'scheduled', sort: 'oldest', page: 1, size }),
    ...(['ko', 'en', 'ja'] as const).map((lang) => page({ status: 'published', missing: lang, page: 1, size: 0 })),
  ]);
  return { drafts, changes, scheduled, missing: { ko: missing[0]!.total, en: missing[1]!.total, ja: missing[2]!.total } };
}

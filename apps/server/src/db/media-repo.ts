import { likePattern } from './like';
import { and, desc, eq, ilike, isNull, lte, or, sql, count } from 'drizzle-orm';
import { MEDIA_EXCERPT_LENGTH, type MediaDetail, type MediaListData, type MediaSearchKey } from '@inphr/api';
import type { Language } from '@inphr/content';
import type { Db } from './database';
import { media, mediaTranslation } from './schema';
import { formatKstIso } from '../lib/dates';

/**
 * What visitors may see at `at` (the server's clock): not deleted, published, and its publication
 * time (if any) has come. One condition for the care API, the feeds and the sitemap.
 */
function publicNews(at: Date) {
  return and(eq(media.useYn, 'Y'), eq(media.status, 'published'), or(isNull(media.publishAt), lte(media.publishAt, at)))!;
}

/** A public news item in one language, as the feeds and the sitemap list it. */
export interface PublishedNews {
  id: number;
  regDt: Date;
  lang: string;
  title: string;
  /** The body as plain text. */
  text: string;
}

/** Every public news item of `hospSeqNo` in every language it is written in, newest first. */
export async function listPublishedNews(db: Db, hospSeqNo: number, at: Date): Promise<PublishedNews[]> {
  return db
    .select({ id: media.id, regDt: media.regDt, lang: mediaTranslation.lang, title: mediaTranslation.title, text: mediaTranslation.contentsText })
    .from(media)
    .innerJoin(mediaTranslation, eq(mediaTranslation.mediaId, media.id))
    .where(and(eq(media.hospSeqNo, hospSeqNo), publicNews(at)))
    .orderBy(desc(media.regDt), desc(media.id));
}

export interface MediaListParams {
  hospSeqNo: number;
  lang: Language;
  page: number;
  size: number;
  searchKey: MediaSearchKey;
  searchText: string;
}

export async function listMedia(db: Db, p: MediaListParams, at: Date): Promise<MediaListData> {
  const conditions = [eq(media.hospSeqNo, p.hospSeqNo), publicNews(at), eq(mediaTranslation.lang, p.lang)];
  const text = p.searchText.trim();
  if (text) {
    const pattern = likePattern(text);
    const byTitle = ilike(mediaTranslation.title, pattern);
    const byContents = ilike(mediaTranslation.contentsText, pattern);
    conditions.push(p.searchKey === 'title' ? byTitle : p.searchKey === 'contents' ? byContents : or(byTitle, byContents)!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: media.id,
        title: mediaTranslation.title,
        regDt: media.regDt,
        excerpt: sql<string>`left(${mediaTranslation.contentsText}, ${MEDIA_EXCERPT_LENGTH})`,
        reviewCnt: media.reviewCnt,
      })
      .from(media)
      .innerJoin(mediaTranslation, eq(mediaTranslation.mediaId, media.id))
      .where(where)
      .orderBy(desc(media.regDt), desc(media.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db.select({ n: count() }).from(media).innerJoin(mediaTranslation, eq(mediaTranslation.mediaId, media.id)).where(where),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, regDt: formatKstIso(r.regDt), excerpt: r.excerpt, reviewCnt: r.reviewCnt })),
    total: total?.n ?? 0,
    page: p.page,
    size: p.size,
  };
}

/** One public news item in a language (a view is counted by the caller, db/view-counter.ts). */
export async function peekMedia(db: Db, id: number, lang: Language, at: Date): Promise<MediaDetail | undefined> {
  const rows = await db
    .select({
      id: media.id,
      title: mediaTranslation.title,
      contents: mediaTranslation.contents,
      reviewCnt: media.reviewCnt,
      regDt: media.regDt,
    })
    .from(media)
    .innerJoin(mediaTranslation, eq(mediaTranslation.mediaId, media.id))
    .where(and(eq(media.id, id), publicNews(at), eq(mediaTranslation.lang, lang)));
  const row = rows[0];
  return row && { ...row, regDt: formatKstIso(row.regDt) };
}

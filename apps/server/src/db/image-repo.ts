import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { likePattern } from './like';
import { contentRevision, faq, faqTranslation, image, imageVariant, media, mediaTranslation, staff } from './schema';

export interface ImageVariantRow {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * An uploaded image and its stored widths; false when the same bytes were stored before (the key
 * is their hash) and nothing was written.
 */
export async function insertImage(
  tx: Pick<Db, 'insert'>,
  o: { key: string; sourceType: string; width: number; height: number; createdBy: number; variants: readonly ImageVariantRow[] },
): Promise<boolean> {
  const [created] = await tx
    .insert(image)
    .values({ key: o.key, sourceType: o.sourceType, width: o.width, height: o.height, createdBy: o.createdBy })
    .onConflictDoNothing()
    .returning({ key: image.key });
  if (!created) return false;
  await tx.insert(imageVariant).values(o.variants.map((v) => ({ imageKey: o.key, ...v })));
  return true;
}

/** One stored width of an image, as served. */
export async function imageVariantOf(db: Db, key: string, width: number): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await db
    .select({ bytes: imageVariant.bytes, contentType: imageVariant.contentType })
    .from(imageVariant)
    .where(and(eq(imageVariant.imageKey, key), eq(imageVariant.width, width)));
  return row;
}

/** The widths each of these uploads is stored at (an unknown key is absent). */
export async function imageWidths(db: Pick<Db, 'select'>, keys: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (keys.length === 0) return out;
  const rows = await db
    .select({ key: imageVariant.imageKey, width: imageVariant.width })
    .from(imageVariant)
    .where(inArray(imageVariant.imageKey, [...keys]))
    .orderBy(asc(imageVariant.width));
  for (const row of rows) out.set(row.key, [...(out.get(row.key) ?? []), row.width]);
  return out;
}

/** Where an image is shown: an article's text (`saved`: as visitors or the draft's editors read it) or its unpublished changes. */
export interface ImageUse {
  key: string;
  kind: 'news' | 'faq';
  id: number;
  lang: string | null;
  copy: 'saved' | 'changes';
}

/** An upload's address in stored text; its first group is the key. */
const UPLOAD_IN_TEXT = '/uploads/([A-Za-z0-9_-]{32})-[1-9][0-9]*\\.webp';

/**
 * Every text that shows an upload: the articles' texts and unpublished changes, and the FAQ answers
 * (removed items are not counted). What the library lists and what the image-gc job keeps.
 */
function imageUses() {
  const pattern = UPLOAD_IN_TEXT;
  return sql`
    SELECT DISTINCT m[1] AS key, 'news' AS kind, t.media_id AS id, t.lang AS lang, 'saved' AS copy
      FROM ${mediaTranslation} t JOIN ${media} n ON n.id = t.media_id AND n.use_yn = 'Y',
      LATERAL regexp_matches(t.contents, ${pattern}, 'g') AS m
    UNION
    SELECT DISTINCT m[1], 'news', n.id, NULL, 'changes'
      FROM ${media} n, LATERAL regexp_matches(n.draft::text, ${pattern}, 'g') AS m
      WHERE n.draft IS NOT NULL AND n.use_yn = 'Y'
    UNION
    SELECT DISTINCT m[1], 'faq', t.faq_seq, t.lang, 'saved'
      FROM ${faqTranslation} t JOIN ${faq} f ON f.faq_seq = t.faq_seq AND f.use_yn = 'Y',
      LATERAL regexp_matches(t.contents, ${pattern}, 'g') AS m`;
}

export async function usesOfImages(db: Pick<Db, 'execute'>, keys?: readonly string[]): Promise<ImageUse[]> {
  if (keys?.length === 0) return [];
  const result = (await db.execute(
    sql`SELECT key, kind, id, lang, copy FROM (${imageUses()}) AS uses ${keys ? sql`WHERE key IN ${[...keys]}` : sql``} ORDER BY kind, id DESC`,
  )) as unknown as { rows: { key: string; kind: 'news' | 'faq'; id: number | string; lang: string | null; copy: 'saved' | 'changes' }[] };
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export interface ImageRow {
  key: string;
  width: number;
  height: number;
  alt: Partial<Record<'ko' | 'en' | 'ja', string>>;
  createdAt: Date;
  createdBy: string | null;
  unusedSince: Date | null;
  widths: number[];
}

/** A page of the library, newest first: `q` in a text alternative or the key; `used`: only those shown, or not. */
export async function listImages(
  db: Db,
  o: { q?: string; used?: 'used' | 'unused'; page: number; size: number },
): Promise<{ items: ImageRow[]; total: number }> {
  const conditions = [];
  if (o.q) conditions.push(or(ilike(sql`${image.alt}::text`, likePattern(o.q)), ilike(image.key, likePattern(o.q)))!);
  const usedKeys = sql`(SELECT key FROM (${imageUses()}) AS uses)`;
  if (o.used === 'used') conditions.push(sql`${image.key} IN ${usedKeys}`);
  if (o.used === 'unused') conditions.push(sql`${image.key} NOT IN ${usedKeys}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ image, createdBy: staff.email })
      .from(image)
      .leftJoin(staff, eq(staff.id, image.createdBy))
      .where(where)
      .orderBy(desc(image.createdAt), asc(image.key))
      .limit(o.size)
      .offset((o.page - 1) * o.size),
    db.select({ n: count() }).from(image).where(where),
  ]);
  const widths = await imageWidths(
    db,
    rows.map((r) => r.image.key),
  );
  return {
    items: rows.map(({ image: i, createdBy }) => ({
      key: i.key,
      width: i.width,
      height: i.height,
      alt: i.alt,
      createdAt: i.createdAt,
      createdBy,
      unusedSince: i.unusedSince,
      widths: widths.get(i.key) ?? [],
    })),
    total: total?.n ?? 0,
  };
}

export async function imageByKey(db: Pick<Db, 'select'>, key: string) {
  const [row] = await db.select().from(image).where(eq(image.key, key));
  return row;
}

export async function setImageAlt(tx: Pick<Db, 'update'>, key: string, alt: Partial<Record<'ko' | 'en' | 'ja', string>>): Promise<void> {
  await tx.update(image).set({ alt }).where(eq(image.key, key));
}

export async function deleteImage(tx: Pick<Db, 'delete'>, key: string): Promise<void> {
  await tx.delete(image).where(eq(image.key, key));
}

/** The kept revisions (kind, item, number) whose texts show the upload `key`: restoring one brings the picture back. */
export async function revisionsShowingImage(db: Pick<Db, 'execute'>, key: string): Promise<{ kind: 'news' | 'faq'; id: number; number: number }[]> {
  const result = (await db.execute(
    sql`SELECT r.kind, r.item_id AS id, r.number FROM ${contentRevision} r
        WHERE EXISTS (SELECT 1 FROM regexp_matches(r.texts::text, ${UPLOAD_IN_TEXT}, 'g') AS m WHERE m[1] = ${key})
        ORDER BY r.kind, r.item_id DESC, r.number DESC`,
  )) as unknown as { rows: { kind: 'news' | 'faq'; id: number | string; number: number | string }[] };
  return result.rows.map((r) => ({ kind: r.kind, id: Number(r.id), number: Number(r.number) }));
}

/**
 * The image-gc job's pass, in its transaction: an image shown nowhere (no saved text, no unpublished
 * changes, no revision still kept) is marked with the time it was
 * first found so (`unused_since`), one shown again is unmarked, and one marked before `cutoff` is
 * removed with its files. Returns the removed keys.
 */
export async function sweepUnusedImages(tx: Pick<Db, 'execute'>, now: Date, cutoff: Date): Promise<string[]> {
  // A revision still kept counts too: restoring it must not bring back a picture that is gone.
  const used = sql`(SELECT key FROM (${imageUses()}) AS uses UNION SELECT m[1] FROM ${contentRevision} r, LATERAL regexp_matches(r.texts::text, ${UPLOAD_IN_TEXT}, 'g') AS m)`;
  await tx.execute(sql`UPDATE ${image} SET unused_since = NULL WHERE unused_since IS NOT NULL AND key IN ${used}`);
  await tx.execute(sql`UPDATE ${image} SET unused_since = ${now.toISOString()} WHERE unused_since IS NULL AND key NOT IN ${used}`);
  const removed = (await tx.execute(
    sql`DELETE FROM ${image} WHERE unused_since <= ${cutoff.toISOString()} AND key NOT IN ${used} RETURNING key`,
  )) as unknown as { rows: { key: string }[] };
  return removed.rows.map((r) => r.key).sort();
}

/** Each used item's title (in the first of ko, en, ja it has), keyed `news:12` / `faq:3`. */
export async function titlesOfUses(db: Pick<Db, 'select'>, uses: readonly Pick<ImageUse, 'kind' | 'id'>[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const order = ['ko', 'en', 'ja'];
  const pick = (rows: { id: number; lang: string; title: string }[], kind: string) => {
    for (const row of [...rows].sort((a, b) => order.indexOf(a.lang) - order.indexOf(b.lang)))
      if (!out.has(`${kind}:${row.id}`)) out.set(`${kind}:${row.id}`, row.title);
  };
  const news = [...new Set(uses.filter((u) => u.kind === 'news').map((u) => u.id))];
  const faqs = [...new Set(uses.filter((u) => u.kind === 'faq').map((u) => u.id))];
  if (news.length)
    pick(
      await db
        .select({ id: mediaTranslation.mediaId, lang: mediaTranslation.lang, title: mediaTranslation.title })
        .from(mediaTranslation)
        .where(inArray(mediaTranslation.mediaId, news)),
      'news',
    );
  if (faqs.length)
    pick(
      await db
        .select({ id: faqTranslation.faqSeq, lang: faqTranslation.lang, title: faqTranslation.title })
        .from(faqTranslation)
        .where(inArray(faqTranslation.faqSeq, faqs)),
      'faq',
    );
  return out;
}

/** Gives an image a text alternative in a language it has none in (an upload's, typed with it). */
export async function adoptImageAlt(db: Pick<Db, 'update'>, key: string, lang: string, alt: string): Promise<void> {
  await db
    .update(image)
    .set({ alt: sql`${image.alt} || jsonb_build_object(${lang}::text, ${alt}::text)` })
    .where(and(eq(image.key, key), sql`${image.alt} ->> ${lang}::text IS NULL`));
}

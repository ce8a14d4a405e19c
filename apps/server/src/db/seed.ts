import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_DIR } from '../paths';
import { count, sql } from 'drizzle-orm';
import { HOSP_SEQ_NO, plainTextToHtml } from '@inphr/api';
import { LANGUAGES, type Language } from '@inphr/content';
import { SEED_LOCK_KEY, type Db } from './database';
import { faq, faqTranslation, media, mediaTranslation } from './schema';
import { htmlToText, sanitizeFaqHtml, sanitizeNewsHtml } from '../lib/sanitize';

interface Translated<T> {
  key: string;
  translations: Record<Language, T>;
}
type SeedMedia = Translated<{ title: string; contents: string }> & { regDt: string; reviewCnt: number };
type SeedFaq = Translated<{ title: string; contents: string }> & { serviceSeq: number; sort: number };

async function readSeed<T>(name: string): Promise<T[]> {
  return JSON.parse(await readFile(join(SEED_DIR, name), 'utf8')) as T[];
}

/** A seed item's texts as stored: sanitized (jsdom, in the HTML thread), with their plain text; prepared before the transaction. */
async function storedTexts(translations: Record<Language, { title: string; contents: string }>, clean: (html: string) => Promise<string>) {
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const contents = await clean(translations[lang].contents);
      return { lang, title: translations[lang].title, contents, contentsText: await htmlToText(contents) };
    }),
  );
}

/**
 * Seeds the demo news and FAQ into an empty database; a database with content is left alone (and
 * its start loads no DOM). Several instances may start at once: each kind is seeded in one
 * transaction that first takes an advisory lock and then looks again, and rows are keyed by
 * `seed_key`, so nothing is seeded twice and no instance fails on a duplicate.
 */
export async function seedIfEmpty(db: Db): Promise<{ media: number; faq: number }> {
  const empty = async (table: typeof media | typeof faq) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
  const mediaItems = (await empty(media))
    ? await Promise.all(
        (await readSeed<SeedMedia>('media.json')).map(async (item) => ({ item, texts: await storedTexts(item.translations, sanitizeNewsHtml) })),
      )
    : [];
  // The seed's answers are plain text, written as the studio stores an answer: HTML.
  const faqItems = (await empty(faq))
    ? await Promise.all(
        (await readSeed<SeedFaq>('faq.json')).map(async (item) => ({
          item,
          texts: await storedTexts(item.translations, (text) => sanitizeFaqHtml(plainTextToHtml(text))),
        })),
      )
    : [];
  const mediaCount = await seedOnce(db, media, mediaItems, async (tx, { item, texts }) => {
    const [row] = await tx
      .insert(media)
      .values({ hospSeqNo: HOSP_SEQ_NO, regDt: new Date(item.regDt), reviewCnt: item.reviewCnt, seedKey: item.key })
      .onConflictDoNothing({ target: media.seedKey })
      .returning({ id: media.id });
    if (!row) return false;
    await tx.insert(mediaTranslation).values(texts.map((text) => ({ mediaId: row.id, ...text })));
    return true;
  });
  const faqCount = await seedOnce(db, faq, faqItems, async (tx, { item, texts }) => {
    const [row] = await tx
      .insert(faq)
      .values({ serviceSeq: item.serviceSeq, sort: item.sort, seedKey: item.key })
      .onConflictDoNothing({ target: faq.seedKey })
      .returning({ faqSeq: faq.faqSeq });
    if (!row) return false;
    await tx.insert(faqTranslation).values(texts.map((text) => ({ faqSeq: row.faqSeq, ...text })));
    return true;
  });
  return { media: mediaCount, faq: faqCount };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One kind of demo content, in one transaction under the seed lock, only into an empty table. */
async function seedOnce<T>(db: Db, table: typeof media | typeof faq, items: T[], insert: (tx: Tx, item: T) => Promise<boolean>): Promise<number> {
  if (items.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(table);
    if ((existing?.n ?? 0) > 0) return 0;
    let created = 0;
    for (const item of items) if (await insert(tx, item)) created += 1;
    return created;
  });
}

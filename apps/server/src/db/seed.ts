import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { HOSP_SEQ_NO } from '@inphr/api';
import { LANGUAGES, type Language } from '@inphr/content';
import type { Db } from './database';
import { faq, faqTranslation, media, mediaTranslation } from './schema';
import { htmlToText, sanitizeNewsHtml } from '../lib/sanitize';

interface Translated<T> {
  key: string;
  translations: Record<Language, T>;
}
type SeedMedia = Translated<{ title: string; contents: string }> & { regDt: string; reviewCnt: number };
type SeedFaq = Translated<{ title: string; contents: string }> & { serviceSeq: number; sort: number };

const SEED_DIR = new URL('../../seed/', import.meta.url);

async function readSeed<T>(name: string): Promise<T[]> {
  return JSON.parse(await readFile(fileURLToPath(new URL(name, SEED_DIR)), 'utf8')) as T[];
}

/** Seeds the demo news and FAQ into an empty database; a database with content is left alone. */
export async function seedIfEmpty(db: Db): Promise<{ media: number; faq: number }> {
  const result = { media: 0, faq: 0 };
  const [mediaCount] = await db.select({ n: count() }).from(media);
  if ((mediaCount?.n ?? 0) === 0) {
    const items = await readSeed<SeedMedia>('media.json');
    await db.transaction(async (tx) => {
      for (const item of items) {
        const [row] = await tx
          .insert(media)
          .values({ hospSeqNo: HOSP_SEQ_NO, regDt: new Date(item.regDt), reviewCnt: item.reviewCnt, seedKey: item.key })
          .returning({ id: media.id });
        await tx.insert(mediaTranslation).values(
          LANGUAGES.map((lang) => {
            const contents = sanitizeNewsHtml(item.translations[lang].contents);
            return { mediaId: row!.id, lang, title: item.translations[lang].title, contents, contentsText: htmlToText(contents) };
          }),
        );
      }
    });
    result.media = items.length;
  }
  const [faqCount] = await db.select({ n: count() }).from(faq);
  if ((faqCount?.n ?? 0) === 0) {
    const items = await readSeed<SeedFaq>('faq.json');
    await db.transaction(async (tx) => {
      for (const item of items) {
        const [row] = await tx
          .insert(faq)
          .values({ serviceSeq: item.serviceSeq, sort: item.sort, seedKey: item.key })
          .returning({ faqSeq: faq.faqSeq });
        await tx.insert(faqTranslation).values(
          LANGUAGES.map((lang) => ({ faqSeq: row!.faqSeq, lang, ...item.translations[lang] })),
        );
      }
    });
    result.faq = items.length;
  }
  return result;
}

import { and, eq, like, notLike, sql } from 'drizzle-orm';
import { LANGUAGES } from '@inphr/content';
import type { Db } from './database';
import { imageWidths } from './image-repo';
import { media, mediaTranslation, type RevisionTexts } from './schema';
import { uploadKeysIn, withImageSources } from '../lib/sanitize';

/**
 * Articles saved before the server wrote `srcset` show their uploads at one width (960 px) to
 * every visitor. This gives each such text, public or an unpublished change, every stored width,
 * as a save does now. Nothing else of the text changes, nor its version: an editor's open form
 * still saves (and writes the same attributes). Idempotent: a text that has them is not read again.
 * Answers how many texts it rewrote.
 */
export async function backfillImageSources(db: Db): Promise<number> {
  const missing = and(like(mediaTranslation.contents, '%/uploads/%'), notLike(mediaTranslation.contents, '%srcset=%'));
  const rows = await db
    .select({ mediaId: mediaTranslation.mediaId, lang: mediaTranslation.lang, contents: mediaTranslation.contents })
    .from(mediaTranslation)
    .where(missing);
  const drafts = await db
    .select({ id: media.id, draft: media.draft })
    .from(media)
    .where(and(like(sql`${media.draft}::text`, '%/uploads/%'), notLike(sql`${media.draft}::text`, '%srcset=%')));
  const texts = [...rows.map((r) => r.contents), ...drafts.flatMap((d) => LANGUAGES.map((lang) => d.draft?.[lang]?.contents ?? ''))];
  if (texts.length === 0) return 0;
  const widths = await imageWidths(db, uploadKeysIn(texts.join('')));
  let rewritten = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const contents = await withImageSources(row.contents, widths);
      if (contents === row.contents) continue;
      await tx
        .update(mediaTranslation)
        .set({ contents })
        .where(and(eq(mediaTranslation.mediaId, row.mediaId), eq(mediaTranslation.lang, row.lang)));
      rewritten += 1;
    }
    for (const { id, draft } of drafts) {
      if (!draft) continue;
      const next: RevisionTexts = {};
      let changed = false;
      for (const lang of LANGUAGES) {
        const text = draft[lang];
        if (!text) continue;
        const contents = await withImageSources(text.contents, widths);
        changed ||= contents !== text.contents;
        next[lang] = { ...text, contents };
      }
      if (!changed) continue;
      await tx.update(media).set({ draft: next }).where(eq(media.id, id));
      rewritten += 1;
    }
  });
  return rewritten;
}

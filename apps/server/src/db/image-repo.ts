import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { image, imageVariant } from './schema';

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

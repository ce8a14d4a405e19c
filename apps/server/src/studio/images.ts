import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from './context';
import type { Metadata } from 'sharp';
import { STAFF_TEXT_REFUSED, UPLOAD_IMAGE_WIDTHS, UPLOAD_MAX_BYTES, UPLOAD_READ_MAX_BYTES, hasForbiddenText, uploadPath } from '@inphr/api';
import type { Db } from '../db/database';
import { adoptImageAlt, imageVariantOf, insertImage } from '../db/image-repo';
import { parseLanguage } from '@inphr/content';
import { readBoundedBody } from '../lib/bounded-body';
import { sendError } from '../lib/errors';
import { audit, type Actor } from './audit';

/** Formats accepted, as sharp reads them from the bytes (never from a name or a declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
/** Larger pictures are refused before they are decoded (a small file can unpack to gigapixels). */
const MAX_INPUT_PIXELS = 50_000_000;
const VARIANT_TYPE = 'image/webp';

export class UploadError extends Error {}

export interface StoredImage {
  key: string;
  src: string;
  width: number;
  height: number;
  /** Every stored width, for a srcset. */
  widths: number[];
}

/** The widths an image of this width is stored at: the standard ones below it, and its own when smaller than all. */
export function variantWidths(width: number): number[] {
  const below = UPLOAD_IMAGE_WIDTHS.filter((w) => w <= width);
  return below.length ? below : [width];
}

/**
 * Checks an uploaded file and makes its resized copies: the type is read from the bytes (SVG, with
 * its scripts, and anything else is refused), the orientation applied, metadata (GPS) dropped.
 */
export async function prepareImage(bytes: Buffer) {
  if (bytes.length === 0) throw new UploadError('The file is empty.');
  // Loaded on the first upload: libvips costs about 20 MB that a server serving pages never needs.
  const { default: sharp } = await import('sharp');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadError('The file is larger than 10 MB.');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UploadError('The file is not a picture this site can use (JPEG, PNG, WebP, GIF or AVIF).');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new UploadError('The file is not a picture this site can use (JPEG, PNG, WebP, GIF or AVIF).');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UploadError('The picture has too many pixels (at most 50 megapixels).');
  // Rotated as the camera meant it: width and height are those of the picture as seen.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const variants = [];
  for (const w of variantWidths(width)) {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: w, height: info.height, contentType: VARIANT_TYPE, bytes: data });
    } catch {
      throw new UploadError('The picture could not be read (the file may be damaged).');
    }
  }
  const key = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  return { key, sourceType: meta.format, width, height, variants };
}

/** Stores an upload (once: the same bytes again give the same image). */
export async function storeImage(db: Db, bytes: Buffer, actor: Actor): Promise<StoredImage> {
  const prepared = await prepareImage(bytes);
  const { key, width, height, variants } = prepared;
  await db.transaction(async (tx) => {
    const created = await insertImage(tx, { key, sourceType: prepared.sourceType, width, height, createdBy: actor.id, variants });
    if (!created) return;
    await audit(tx, actor, 'image.upload', 'image', key, { after: { width, height, bytes: bytes.length } });
  });
  const widths = variants.map((v) => v.width);
  // The page shows the 960 one (or the largest below it); larger screens pick from the srcset.
  const shown = [...widths].reverse().find((w) => w <= 960) ?? widths[0]!;
  return { key, src: uploadPath(key, shown), width, height, widths };
}

/** POST /studio/api/images: the file's bytes as the body (any declared type; the bytes decide). */
export function registerImageUpload(app: FastifyInstance, db: Db, editors: Guard, actorOf: (request: FastifyRequest) => Actor) {
  app.register(async (scope) => {
    // A file over the limit is read to its end before the 413 (not refused on its length and the
    // connection closed), so that nginx, still streaming it, gets the answer and not a reset.
    scope.addContentTypeParser('*', (request: FastifyRequest, payload: Readable) =>
      readBoundedBody(payload, request.headers['content-length'], { limit: UPLOAD_MAX_BYTES, readLimit: UPLOAD_READ_MAX_BYTES }),
    );
    // A refusal before the body is in (no session, no CSRF token, a role that may not upload) would
    // leave Node to read and drop the rest of it, all it declared, to keep the connection for
    // another request: anyone could make the server take megabytes for nothing. It closes instead.
    // (Fastify closes after a parser's refusal itself; an answer after the whole body keeps it.)
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (!request.raw.complete) reply.header('connection', 'close');
      done(null, payload);
    });
    scope.post('/images', { onRequest: editors, bodyLimit: UPLOAD_MAX_BYTES }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!Buffer.isBuffer(request.body)) return sendError(request, reply, 400, 'Send the picture file as the request body.', { file: 'required' });
      // The text alternative typed with the upload, in the article's language: the library's, unless it has one.
      const { lang, alt } = request.query as { lang?: string; alt?: string };
      // The text rule, as for every text staff write: refused with the field named, not dropped unsaid.
      if (typeof alt === 'string' && hasForbiddenText(alt))
        return sendError(request, reply, 400, 'Some fields need your attention.', { alt: STAFF_TEXT_REFUSED });
      const language = parseLanguage(lang);
      const named = typeof alt === 'string' && alt.trim() ? alt.trim().slice(0, 300) : undefined;
      try {
        const stored = await storeImage(db, request.body, actorOf(request));
        if (language && named) await adoptImageAlt(db, stored.key, language, named);
        return reply.code(201).send(stored);
      } catch (error) {
        if (error instanceof UploadError) return sendError(request, reply, 400, error.message, { file: error.message });
        throw error;
      }
    });
  });
}

/**
 * GET /uploads/<key>-<width>.webp: the stored files. Named by their content, so cached for a year;
 * marked as a file route (config.file) so that the page limit does not count a news page's images.
 */
export function uploadsRoute(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/uploads/:file', { config: { file: 'upload' } }, async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{32})-([1-9][0-9]{1,4})\.webp$/.exec((request.params as { file: string }).file);
      if (!match) return sendError(request, reply, 404, 'Not found.');
      const [, key, width] = match;
      const row = await imageVariantOf(db, key!, Number(width));
      if (!row) return sendError(request, reply, 404, 'Not found.');
      const etag = `"${key}-${width}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(row.contentType).send(row.bytes);
    });
  };
}

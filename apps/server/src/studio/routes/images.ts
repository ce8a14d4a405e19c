import type { FastifyRequest } from 'fastify';
import { IMAGE_FILTERS, STUDIO_PAGE_SIZE, imageAltSchema, uploadPath, type StudioLibraryImage } from '@inphr/api';
import { LANGUAGES, type Language } from '@inphr/content';
import {
  deleteImage,
  imageByKey,
  listImages,
  revisionsShowingImage,
  setImageAlt,
  titlesOfUses,
  usesOfImages,
  type ImageRow,
  type ImageUse,
} from '../../db/image-repo';
import { bumpNewsVersions, newsBody, newsDraftOf, setNewsBody, setNewsDraft } from '../../db/studio-news-repo';
import { sendError } from '../../lib/errors';
import { withImageAlt } from '../../lib/sanitize';
import { audit } from '../audit';
import { registerImageUpload } from '../images';
import { actorOf, pageParam, parse, searchParam, type StudioContext } from '../context';

const LIBRARY_PAGE_SIZE = STUDIO_PAGE_SIZE;
const HOUR_MS = 3_600_000;

function keyParam(request: FastifyRequest): string | undefined {
  const raw = (request.params as { key?: string }).key ?? '';
  return /^[A-Za-z0-9_-]{32}$/.test(raw) ? raw : undefined;
}

/**
 * The image library: every upload, searchable by its text alternatives, with where it is shown; its
 * text alternative per language edited in one place (and written into each article that shows it);
 * an image nothing shows can be deleted (the image-gc job removes it anyway, a grace period later).
 */
export function imageRoutes({ app, db, config, now, anyone, editors, newsChanged }: StudioContext): void {
  registerImageUpload(app, db, editors, actorOf);

  async function describe(rows: ImageRow[]): Promise<StudioLibraryImage[]> {
    const uses = await usesOfImages(
      db,
      rows.map((r) => r.key),
    );
    const titles = await titlesOfUses(db, uses);
    return rows.map((row) => {
      const own = uses.filter((u) => u.key === row.key);
      const shown = [...row.widths].reverse().find((w) => w <= 960) ?? row.widths[0] ?? row.width;
      return {
        key: row.key,
        src: uploadPath(row.key, shown),
        thumb: uploadPath(row.key, row.widths[0] ?? row.width),
        width: row.width,
        height: row.height,
        widths: row.widths,
        alt: row.alt,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        unusedSince: own.length ? null : (row.unusedSince?.toISOString() ?? null),
        removedAfter: own.length || !row.unusedSince ? null : new Date(row.unusedSince.getTime() + config.IMAGE_GC_GRACE_H * HOUR_MS).toISOString(),
        uses: own.map((u) => ({
          kind: u.kind,
          id: u.id,
          lang: (u.lang as Language | null) ?? null,
          copy: u.copy,
          title: titles.get(`${u.kind}:${u.id}`) ?? '',
        })),
      };
    });
  }

  app.get('/images', { onRequest: anyone }, async (request) => {
    const raw = (request.query as { used?: string }).used;
    const used = (IMAGE_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as 'used' | 'unused') : undefined;
    const page = await listImages(db, { q: searchParam(request), used, page: pageParam(request), size: LIBRARY_PAGE_SIZE });
    return { items: await describe(page.items), total: page.total, size: LIBRARY_PAGE_SIZE };
  });

  app.get('/images/:key', { onRequest: anyone }, async (request, reply) => {
    const key = keyParam(request);
    const row = key ? (await listImages(db, { q: key, page: 1, size: 1 })).items.find((i) => i.key === key) : undefined;
    return row ? (await describe([row]))[0] : sendError(request, reply, 404, 'No such image.');
  });

  // The text alternatives, per language; each article text in that language that shows the image takes it.
  app.patch('/images/:key', { onRequest: editors }, async (request, reply) => {
    const key = keyParam(request);
    const before = key ? await imageByKey(db, key) : undefined;
    if (!key || !before) return sendError(request, reply, 404, 'No such image.');
    const body = parse(imageAltSchema, request, reply);
    if (!body) return reply;
    const alt = { ...before.alt };
    const changed: Language[] = [];
    for (const lang of LANGUAGES) {
      const value = body.alt[lang];
      if (value === undefined || value === (alt[lang] ?? '')) continue;
      if (value === '') delete alt[lang];
      else alt[lang] = value;
      changed.push(lang);
    }
    const actor = actorOf(request);
    const touched = await db.transaction(async (tx) => {
      await setImageAlt(tx, key, alt);
      const uses = (await usesOfImages(tx, [key])).filter((u) => u.kind === 'news');
      const articles = new Set<number>();
      for (const use of uses) if (await writeAlt(tx, use, key, alt, changed)) articles.add(use.id);
      await bumpNewsVersions(tx, [...articles], { at: now(), by: actor.id });
      await audit(tx, actor, 'image.alt', 'image', key, { before: { alt: before.alt }, after: { alt, articles: [...articles] } });
      return articles.size;
    });
    if (touched) newsChanged();
    const [row] = (await listImages(db, { q: key, page: 1, size: 1 })).items;
    return (await describe([row!]))[0];
  });

  app.delete('/images/:key', { onRequest: editors }, async (request, reply) => {
    const key = keyParam(request);
    const before = key ? await imageByKey(db, key) : undefined;
    if (!key || !before) return sendError(request, reply, 404, 'No such image.');
    const actor = actorOf(request);
    const refused = await db.transaction(async (tx) => {
      const uses = await usesOfImages(tx, [key]);
      if (uses.length) return { uses, revisions: [] };
      // A kept revision that shows it counts as a use: restoring that revision must find its picture.
      const revisions = await revisionsShowingImage(tx, key);
      if (revisions.length) return { uses: [], revisions };
      await deleteImage(tx, key);
      await audit(tx, actor, 'image.delete', 'image', key, { before: { width: before.width, height: before.height, alt: before.alt } });
      return undefined;
    });
    if (refused) {
      const items = [...refused.uses, ...refused.revisions.map((r) => ({ kind: r.kind, id: r.id }))];
      const titles = await titlesOfUses(db, items);
      const where = [...new Set(items.map((u) => `${u.kind} #${u.id} “${titles.get(`${u.kind}:${u.id}`) ?? ''}”`))].join(', ');
      const message = refused.uses.length
        ? `The image is in use, so it was not deleted: ${where}.`
        : `An earlier version of ${where} that can be restored shows the image, so it was not deleted.`;
      return sendError(request, reply, 409, message);
    }
    return reply.code(204).send();
  });
}

/** Writes the new text alternatives into one article text that shows the image; whether it changed anything. */
async function writeAlt(
  tx: Parameters<typeof setImageAlt>[0] & Parameters<typeof newsBody>[0],
  use: ImageUse,
  key: string,
  alt: Partial<Record<Language, string>>,
  changed: Language[],
) {
  let wrote = false;
  if (use.copy === 'saved' && use.lang && changed.includes(use.lang as Language)) {
    const body = await newsBody(tx, use.id, use.lang);
    const next = body === undefined ? undefined : await withImageAlt(body, key, alt[use.lang as Language] ?? '');
    if (next !== undefined && next !== body) {
      await setNewsBody(tx, use.id, use.lang, next);
      wrote = true;
    }
  }
  if (use.copy === 'changes') {
    const draft = await newsDraftOf(tx, use.id);
    if (!draft) return wrote;
    const next = { ...draft };
    for (const lang of changed) {
      const text = next[lang];
      if (text) next[lang] = { ...text, contents: await withImageAlt(text.contents, key, alt[lang] ?? '') };
    }
    if (JSON.stringify(next) !== JSON.stringify(draft)) {
      await setNewsDraft(tx, use.id, next);
      wrote = true;
    }
  }
  return wrote;
}

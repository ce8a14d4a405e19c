import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { faqOrderSchema, faqWriteSchema, hasForbiddenText, type FaqWrite } from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, findServiceByFaqSeq, type Language } from '@inphr/content';
import type { Db } from '../../db/database';
import { faq, faqTranslation } from '../../db/schema';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { actorOf, idParam, parse, type StudioContext } from '../context';

/** The FAQ: questions and answers per language, by the public FAQ's categories, in their order. */
export function faqRoutes({ app, db, options, anyone, editors }: StudioContext): void {
  /** The public FAQ's tabs: the common questions and one category per service. */
  const isFaqCategory = (seq: number) => seq === FAQ_ALL_SERVICE_SEQ || findServiceByFaqSeq(seq) !== undefined;

  async function faqDetail(id: number) {
    const [item] = await db
      .select()
      .from(faq)
      .where(and(eq(faq.faqSeq, id), eq(faq.useYn, 'Y')));
    if (!item) return undefined;
    const rows = await db.select().from(faqTranslation).where(eq(faqTranslation.faqSeq, id));
    return {
      id: item.faqSeq,
      serviceSeq: item.serviceSeq,
      sort: item.sort,
      translations: Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }])),
    };
  }

  async function writeFaqTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, body: FaqWrite) {
    await tx.delete(faqTranslation).where(eq(faqTranslation.faqSeq, id));
    const rows = LANGUAGES.flatMap((lang: Language) => {
      const t = body.translations[lang];
      return t && t.title.trim() !== '' && t.contents.trim() !== '' ? [{ faqSeq: id, lang, title: t.title.trim(), contents: t.contents.trim() }] : [];
    });
    if (rows.length) await tx.insert(faqTranslation).values(rows);
  }

  function faqBody(request: FastifyRequest, reply: FastifyReply): FaqWrite | undefined {
    const body = parse(faqWriteSchema, request, reply);
    if (!body) return undefined;
    const texts = Object.values(body.translations).flatMap((t) => (t ? [t.title, t.contents] : []));
    if (!isFaqCategory(body.serviceSeq)) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { serviceSeq: 'not a category of the FAQ' });
      return undefined;
    }
    if (texts.some(hasForbiddenText)) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { translations: 'contains characters that are not allowed' });
      return undefined;
    }
    return body;
  }

  app.get('/faq', { preHandler: anyone }, async (request) => {
    const seq = Number((request.query as { serviceSeq?: string }).serviceSeq);
    const where = Number.isInteger(seq) && isFaqCategory(seq) ? and(eq(faq.useYn, 'Y'), eq(faq.serviceSeq, seq)) : eq(faq.useYn, 'Y');
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
      items: items.map((i) => ({
        id: i.faqSeq,
        serviceSeq: i.serviceSeq,
        sort: i.sort,
        titles: Object.fromEntries(titles.filter((t) => t.id === i.faqSeq).map((t) => [t.lang, t.title])),
      })),
      total: items.length,
    };
  });

  app.get('/faq/:id', { preHandler: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await faqDetail(id);
    return item ?? sendError(request, reply, 404, 'No such question.');
  });

  app.post('/faq', { preHandler: editors }, async (request, reply) => {
    const body = faqBody(request, reply);
    if (!body) return reply;
    const id = await db.transaction(async (tx) => {
      // Last in its category.
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${faq.sort}), 0)` })
        .from(faq)
        .where(eq(faq.serviceSeq, body.serviceSeq));
      const [row] = await tx
        .insert(faq)
        .values({ serviceSeq: body.serviceSeq, sort: Number(last?.sort ?? 0) + 1 })
        .returning({ id: faq.faqSeq });
      await writeFaqTranslations(tx, row!.id, body);
      await audit(tx, actorOf(request), 'faq.create', 'faq', row!.id, { after: body });
      return row!.id;
    });
    options.faqChanged();
    return reply.code(201).send({ id });
  });

  app.put('/faq/:id', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await faqDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such question.');
    const body = faqBody(request, reply);
    if (!body) return reply;
    await db.transaction(async (tx) => {
      await tx.update(faq).set({ serviceSeq: body.serviceSeq }).where(eq(faq.faqSeq, id));
      await writeFaqTranslations(tx, id, body);
      await audit(tx, actorOf(request), 'faq.update', 'faq', id, { before, after: body });
    });
    options.faqChanged();
    return faqDetail(id);
  });

  app.put('/faq-order', { preHandler: editors }, async (request, reply) => {
    const body = parse(faqOrderSchema, request, reply);
    if (!body) return reply;
    const current = await db
      .select({ id: faq.faqSeq, sort: faq.sort })
      .from(faq)
      .where(and(eq(faq.useYn, 'Y'), eq(faq.serviceSeq, body.serviceSeq)));
    const same = current.length === body.ids.length && new Set(body.ids).size === body.ids.length && current.every((c) => body.ids.includes(c.id));
    if (!same)
      return sendError(request, reply, 400, 'Send every question of the category once, in the new order.', {
        ids: 'must be the category’s questions, each once',
      });
    await db.transaction(async (tx) => {
      for (const [index, id] of body.ids.entries())
        await tx
          .update(faq)
          .set({ sort: index + 1 })
          .where(eq(faq.faqSeq, id));
      await audit(tx, actorOf(request), 'faq.reorder', 'faq', undefined, {
        before: current.sort((a, b) => a.sort - b.sort).map((c) => c.id),
        after: body.ids,
      });
    });
    options.faqChanged();
    return { serviceSeq: body.serviceSeq, ids: body.ids };
  });

  app.delete('/faq/:id', { preHandler: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await faqDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such question.');
    await db.transaction(async (tx) => {
      await tx.delete(faq).where(eq(faq.faqSeq, id));
      await audit(tx, actorOf(request), 'faq.delete', 'faq', id, { before });
    });
    options.faqChanged();
    return reply.code(204).send();
  });
}

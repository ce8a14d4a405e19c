import type { FastifyReply, FastifyRequest } from 'fastify';
import { faqOrderSchema, faqWriteSchema, type FaqWrite } from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, findServiceByFaqSeq } from '@inphr/content';
import {
  deleteFaq,
  faqForStudio,
  faqListForStudio,
  faqOrderOf,
  insertFaq,
  replaceFaqTranslations,
  setFaqCategory,
  setFaqPlace,
  type FaqTranslationRow,
} from '../../db/studio-faq-repo';
import { sendError } from '../../lib/errors';
import { audit } from '../audit';
import { actorOf, idParam, parse, type StudioContext } from '../context';

/** The FAQ: questions and answers per language, by the public FAQ's categories, in their order. */
export function faqRoutes({ app, db, options, anyone, editors }: StudioContext): void {
  /** The public FAQ's tabs: the common questions and one category per service. */
  const isFaqCategory = (seq: number) => seq === FAQ_ALL_SERVICE_SEQ || findServiceByFaqSeq(seq) !== undefined;

  const faqDetail = (id: number) => faqForStudio(db, id);

  /** The texts to store: each language with both a question and an answer. */
  function translationRows(body: FaqWrite): FaqTranslationRow[] {
    return LANGUAGES.flatMap((lang) => {
      const t = body.translations[lang];
      return t && t.title.trim() !== '' && t.contents.trim() !== '' ? [{ lang, title: t.title.trim(), contents: t.contents.trim() }] : [];
    });
  }

  function faqBody(request: FastifyRequest, reply: FastifyReply): FaqWrite | undefined {
    const body = parse(faqWriteSchema, request, reply);
    if (!body) return undefined;
    if (!isFaqCategory(body.serviceSeq)) {
      void sendError(request, reply, 400, 'Some fields need your attention.', { serviceSeq: 'not a category of the FAQ' });
      return undefined;
    }
    return body;
  }

  app.get('/faq', { onRequest: anyone }, async (request) => {
    const seq = Number((request.query as { serviceSeq?: string }).serviceSeq);
    return faqListForStudio(db, Number.isInteger(seq) && isFaqCategory(seq) ? seq : undefined);
  });

  app.get('/faq/:id', { onRequest: anyone }, async (request, reply) => {
    const id = idParam(request);
    const item = id === undefined ? undefined : await faqDetail(id);
    return item ?? sendError(request, reply, 404, 'No such question.');
  });

  app.post('/faq', { onRequest: editors }, async (request, reply) => {
    const body = faqBody(request, reply);
    if (!body) return reply;
    const id = await db.transaction(async (tx) => {
      const created = await insertFaq(tx, body.serviceSeq);
      await replaceFaqTranslations(tx, created, translationRows(body));
      await audit(tx, actorOf(request), 'faq.create', 'faq', created, { after: body });
      return created;
    });
    options.faqChanged();
    return reply.code(201).send({ id });
  });

  app.put('/faq/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await faqDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such question.');
    const body = faqBody(request, reply);
    if (!body) return reply;
    await db.transaction(async (tx) => {
      await setFaqCategory(tx, id, body.serviceSeq);
      await replaceFaqTranslations(tx, id, translationRows(body));
      await audit(tx, actorOf(request), 'faq.update', 'faq', id, { before, after: body });
    });
    options.faqChanged();
    return faqDetail(id);
  });

  app.put('/faq-order', { onRequest: editors }, async (request, reply) => {
    const body = parse(faqOrderSchema, request, reply);
    if (!body) return reply;
    const current = await faqOrderOf(db, body.serviceSeq);
    const same = current.length === body.ids.length && new Set(body.ids).size === body.ids.length && current.every((c) => body.ids.includes(c.id));
    if (!same)
      return sendError(request, reply, 400, 'Send every question of the category once, in the new order.', {
        ids: 'must be the category’s questions, each once',
      });
    await db.transaction(async (tx) => {
      for (const [index, id] of body.ids.entries()) await setFaqPlace(tx, id, index + 1);
      await audit(tx, actorOf(request), 'faq.reorder', 'faq', undefined, {
        before: current.sort((a, b) => a.sort - b.sort).map((c) => c.id),
        after: body.ids,
      });
    });
    options.faqChanged();
    return { serviceSeq: body.serviceSeq, ids: body.ids };
  });

  app.delete('/faq/:id', { onRequest: editors }, async (request, reply) => {
    const id = idParam(request);
    const before = id === undefined ? undefined : await faqDetail(id);
    if (!before || id === undefined) return sendError(request, reply, 404, 'No such question.');
    await db.transaction(async (tx) => {
      await deleteFaq(tx, id);
      await audit(tx, actorOf(request), 'faq.delete', 'faq', id, { before });
    });
    options.faqChanged();
    return reply.code(204).send();
  });
}

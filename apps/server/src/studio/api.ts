import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type * as z from 'zod';
import {
  API_PATHS,
  CSRF_HEADER,
  HOSP_SEQ_NO,
  INQUIRY_STATUSES,
  STUDIO_PAGE_SIZE,
  hasForbiddenText,
  inquiryNoteSchema,
  inquiryPatchSchema,
  faqOrderSchema,
  faqWriteSchema,
  type FaqWrite,
  totpConfirmSchema,
  passwordChangeSchema,
  newsWriteSchema,
  signInRequestSchema,
  staffCreateSchema,
  staffPatchSchema,
  type NewsWrite,
  type StaffRole,
  type StudioMe,
} from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES, findServiceByFaqSeq, parseLanguage, paths, toApiLanguage, type Language } from '@inphr/content';
import type { ServerConfig } from '../config';
import { foreignOriginMessage } from '../lib/security';
import type { Db } from '../db/database';
import { previewMedia } from '../db/media-repo';
import { likePattern } from '../db/like';
import type { PreviewRenderer } from '../site/site';
import { auditLog, faq, faqTranslation, inquiry, inquiryNote, media, mediaTranslation, signInFailure, staff } from '../db/schema';
import { sendError } from '../lib/errors';
import { htmlToText, sanitizeNewsHtml } from '../lib/sanitize';
import { inquiriesCsv } from '../lib/inquiry-csv';
import { lastRetentionRun } from '../jobs/retention';
import { audit, type Actor } from './audit';
import { hashPassword, passwordProblem, verifyDecoy, verifyPassword } from './passwords';
import { checkTotp, newTotpSecret, totpUri } from './totp';
import { startPublishScheduler } from './scheduler';
import { registerImageUpload } from './images';
import { createSession, endSession, endSessionsOf, findSession, type SessionPolicy, type SignedIn } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a studio request, when the session cookie is valid. */
    studio: SignedIn | undefined;
  }
}

export interface StudioOptions {
  db: Db;
  config: ServerConfig;
  /** The site's renderer of a page with unpublished content (absent when the web app is not built). */
  preview?: () => PreviewRenderer | undefined;
  /** A news change every instance must show (the page caches). */
  newsChanged: () => void;
  /** A scheduled article became due on this instance. */
  newsDue: () => void;
  /** An FAQ change every instance must show. */
  faqChanged: () => void;
  now?: () => Date;
}

/** Failed sign-ins that close the door, per client and per account, over this window. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What an admin may still do while STUDIO_REQUIRE_2FA waits for their second factor. */
const TOTP_SETUP_PATHS = new Set(
  ['GET /me', 'POST /me/totp', 'POST /me/totp/confirm', 'DELETE /session'].map((route) => route.replace(' ', ` ${API_PATHS.studio}`)),
);

function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || 'body';
    out[key] ??= issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message;
  }
  return out;
}

function parse<T extends z.ZodType>(schema: T, request: FastifyRequest, reply: FastifyReply): z.infer<T> | undefined {
  const result = schema.safeParse(request.body);
  if (result.success) return result.data;
  void sendError(request, reply, 400, 'Some fields need your attention.', fieldErrors(result.error));
  return undefined;
}

function idParam(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: string }).id ?? '';
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}

function pageParam(request: FastifyRequest): number {
  const raw = (request.query as { page?: string }).page ?? '1';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

function searchParam(request: FastifyRequest): string | undefined {
  const q = ((request.query as { q?: string }).q ?? '').trim();
  return q && !hasForbiddenText(q) ? q.slice(0, 200) : undefined;
}

function actorOf(request: FastifyRequest): Actor {
  return { id: request.studio!.staff.id, email: request.studio!.staff.email };
}

/** The staff studio's JSON API under /studio/api/: sessions, news, the inquiry inbox, staff, audit. */
export function studioApi(options: StudioOptions): FastifyPluginAsync {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const policy: SessionPolicy = {
    idleMs: config.STUDIO_SESSION_IDLE_MIN * 60_000,
    absoluteMs: config.STUDIO_SESSION_ABSOLUTE_H * 3_600_000,
    now,
  };
  const secure = config.PUBLIC_ORIGIN.startsWith('https:');
  // `__Host-` binds the cookie to this exact origin (Secure, Path=/, no Domain), where TLS allows it.
  const COOKIE = secure ? '__Host-inphr_studio' : 'inphr_studio';
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };

  return async (app: FastifyInstance) => {
    await app.register(cookie);
    app.decorateRequest('studio', undefined);
    const scheduler = startPublishScheduler(db, options.newsDue);
    app.addHook('onClose', async () => scheduler.stop());

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[COOKIE];
      if (token) request.studio = await findSession(db, token, policy);
      const path = request.url.split('?')[0]!;
      if (
        config.STUDIO_REQUIRE_2FA &&
        request.studio?.staff.role === 'admin' &&
        !request.studio.staff.totpEnabled &&
        !TOTP_SETUP_PATHS.has(`${request.method} ${path}`)
      ) {
        return sendError(request, reply, 403, 'Set up two-factor sign-in first (an authenticator app).', { totp: 'required' });
      }
      if (!UNSAFE.has(request.method)) return undefined;
      // Cross-site use: the browser's Origin must be the site's own (required here, unlike the
      // public form), and every change but signing in carries the session's CSRF token.
      if (request.headers.origin !== config.PUBLIC_ORIGIN) {
        return sendError(request, reply, 403, foreignOriginMessage(config.PUBLIC_ORIGIN));
      }
      const signingIn = request.method === 'POST' && path === `${API_PATHS.studio}/session`;
      if (signingIn || !request.studio) return undefined;
      const given = request.headers[CSRF_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, request.studio.csrfToken)) {
        return sendError(request, reply, 403, 'The form has expired. Reload the page and try again.');
      }
      return undefined;
    });

    /** Signed in, and in one of these roles (401 / 403 otherwise). */
    const allow = (...roles: StaffRole[]) =>
      async function requireRole(request: FastifyRequest, reply: FastifyReply) {
        if (!request.studio) return sendError(request, reply, 401, 'Sign in to continue.');
        if (!roles.includes(request.studio.staff.role)) return sendError(request, reply, 403, 'Your role does not allow this.');
        return undefined;
      };
    const anyone = allow('admin', 'editor', 'viewer');
    const editors = allow('admin', 'editor');
    const admins = allow('admin');

    // --- session -------------------------------------------------------------------------------

    async function failures(keys: string[]): Promise<number> {
      const since = new Date(now().getTime() - SIGN_IN_WINDOW_MS);
      const rows = await db
        .select({ key: signInFailure.key, n: count() })
        .from(signInFailure)
        .where(and(inArray(signInFailure.key, keys), gt(signInFailure.at, since)))
        .groupBy(signInFailure.key);
      return Math.max(0, ...rows.map((r) => r.n));
    }

    app.post('/session', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
      const body = parse(signInRequestSchema, request, reply);
      if (!body) return reply;
      const emailKey = createHash('sha256').update(body.email.trim().toLowerCase()).digest('hex');
      const keys = [`client:${request.ip}`, `account:${emailKey}`];
      if ((await failures(keys)) >= SIGN_IN_MAX_FAILURES) {
        reply.header('retry-after', String(SIGN_IN_WINDOW_MS / 1000));
        return sendError(request, reply, 429, 'Too many failed sign-ins. Try again in 15 minutes.');
      }
      const [account] = await db.select().from(staff).where(eq(staff.email, body.email.trim().toLowerCase()));
      const ok = account && !account.disabledAt ? await verifyPassword(account.passwordHash, body.password) : (await verifyDecoy(body.password), false);
      if (!ok || !account) {
        await db.insert(signInFailure).values(keys.map((key) => ({ key, at: now() })));
        return sendError(request, reply, 401, 'The e-mail address or the password is not right.');
      }
      if (account.totpEnabled) {
        if (!body.totp) return sendError(request, reply, 401, 'Enter the 6-digit code from your authenticator app.', { totp: 'required' });
        if (!account.totpSecret || !(await checkTotp(account.totpSecret, body.totp))) {
          await db.insert(signInFailure).values(keys.map((key) => ({ key, at: now() })));
          return sendError(request, reply, 401, 'The code is not right (or has expired).', { totp: 'invalid' });
        }
      }
      // A new session on every sign-in; the one this browser had, if any, ends.
      if (request.studio) await endSession(db, request.studio.sessionId);
      await db.delete(signInFailure).where(eq(signInFailure.key, `account:${emailKey}`));
      const session = await createSession(db, account.id, policy);
      await audit(db, { id: account.id, email: account.email }, 'session.sign_in', 'staff', account.id);
      reply.setCookie(COOKIE, session.token, { ...cookieOptions, maxAge: policy.absoluteMs / 1000 });
      return reply.code(204).send();
    });

    app.delete('/session', async (request, reply) => {
      if (request.studio) {
        await endSession(db, request.studio.sessionId);
        await audit(db, actorOf(request), 'session.sign_out', 'staff', request.studio.staff.id);
      }
      reply.clearCookie(COOKIE, cookieOptions);
      return reply.code(204).send();
    });

    app.get('/me', { preHandler: anyone }, async (request) => {
      const { staff: who, csrfToken } = request.studio!;
      return { email: who.email, role: who.role, csrfToken, totpEnabled: who.totpEnabled } satisfies StudioMe;
    });

    app.post('/me/password', { preHandler: anyone }, async (request, reply) => {
      const body = parse(passwordChangeSchema, request, reply);
      if (!body) return reply;
      const who = request.studio!.staff;
      const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, who.id));
      if (!row || !(await verifyPassword(row.hash, body.current)))
        return sendError(request, reply, 400, 'The current password is not right.', { current: 'not right' });
      const problem = passwordProblem(body.next, who.email);
      if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { next: problem });
      const passwordHash = await hashPassword(body.next);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, updatedAt: now() }).where(eq(staff.id, who.id));
        // Wherever else this account was signed in, it signs in again with the new password.
        await endSessionsOf(tx, who.id, request.studio!.sessionId);
        await audit(tx, actorOf(request), 'staff.password', 'staff', who.id);
      });
      return reply.code(204).send();
    });

    // Two-factor sign-in: a secret is made and shown once, then switched on by a code from the app.
    app.post('/me/totp', { preHandler: anyone }, async (request, reply) => {
      const who = request.studio!.staff;
      if (who.totpEnabled) return sendError(request, reply, 409, 'Two-factor sign-in is already on.');
      const secret = newTotpSecret();
      await db.update(staff).set({ totpSecret: secret, updatedAt: now() }).where(eq(staff.id, who.id));
      return { secret, uri: totpUri(who.email, secret) };
    });

    app.post('/me/totp/confirm', { preHandler: anyone }, async (request, reply) => {
      const body = parse(totpConfirmSchema, request, reply);
      if (!body) return reply;
      const who = request.studio!.staff;
      const [row] = await db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, who.id));
      if (!row?.secret || !(await checkTotp(row.secret, body.code)))
        return sendError(request, reply, 400, 'The code is not right (or has expired).', { code: 'invalid' });
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ totpEnabled: true, updatedAt: now() }).where(eq(staff.id, who.id));
        // Sessions signed in with the password alone end; this one goes on.
        await endSessionsOf(tx, who.id, request.studio!.sessionId);
        await audit(tx, actorOf(request), 'staff.totp_on', 'staff', who.id);
      });
      return reply.code(204).send();
    });

    // --- news ----------------------------------------------------------------------------------

    registerImageUpload(app, db, editors, actorOf);

    async function newsDetail(id: number) {
      const [item] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), eq(media.useYn, 'Y')));
      if (!item) return undefined;
      const rows = await db.select().from(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
      const translations = Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, contents: r.contents }]));
      return {
        id: item.id,
        status: item.status,
        publishAt: item.publishAt?.toISOString() ?? null,
        regDt: item.regDt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
        reviewCnt: item.reviewCnt,
        translations,
      };
    }

    async function writeTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, body: NewsWrite) {
      await tx.delete(mediaTranslation).where(eq(mediaTranslation.mediaId, id));
      const rows = LANGUAGES.flatMap((lang: Language) => {
        const t = body.translations[lang];
        if (!t || t.title.trim() === '') return [];
        // The same policy the public page applies, at the moment of saving.
        const contents = sanitizeNewsHtml(t.contents);
        return [{ mediaId: id, lang, title: t.title.trim(), contents, contentsText: htmlToText(contents) }];
      });
      if (rows.length) await tx.insert(mediaTranslation).values(rows);
    }

    function changed() {
      options.newsChanged();
      scheduler.reschedule();
    }

    app.get('/news', { preHandler: anyone }, async (request) => {
      const { status } = request.query as { status?: string };
      const q = searchParam(request);
      const page = pageParam(request);
      const conditions = [eq(media.useYn, 'Y')];
      if (status === 'draft' || status === 'published') conditions.push(eq(media.status, status));
      if (status === 'scheduled') conditions.push(eq(media.status, 'published'), gt(media.publishAt, sql`now()`));
      if (q) {
        const matches = db
          .select({ id: mediaTranslation.mediaId })
          .from(mediaTranslation)
          .where(or(ilike(mediaTranslation.title, likePattern(q)), ilike(mediaTranslation.contentsText, likePattern(q))));
        conditions.push(inArray(media.id, matches));
      }
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.regDt), desc(media.id))
          .limit(STUDIO_PAGE_SIZE)
          .offset((page - 1) * STUDIO_PAGE_SIZE),
        db.select({ n: count() }).from(media).where(where),
      ]);
      const titles = items.length
        ? await db
            .select({ id: mediaTranslation.mediaId, lang: mediaTranslation.lang, title: mediaTranslation.title })
            .from(mediaTranslation)
            .where(
              inArray(
                mediaTranslation.mediaId,
                items.map((i) => i.id),
              ),
            )
        : [];
      return {
        items: items.map((i) => ({
          id: i.id,
          status: i.status,
          publishAt: i.publishAt?.toISOString() ?? null,
          regDt: i.regDt.toISOString(),
          updatedAt: i.updatedAt.toISOString(),
          reviewCnt: i.reviewCnt,
          titles: Object.fromEntries(titles.filter((t) => t.id === i.id).map((t) => [t.lang, t.title])),
        })),
        total: total?.n ?? 0,
      };
    });

    app.get('/news/:id', { preHandler: anyone }, async (request, reply) => {
      const id = idParam(request);
      const item = id === undefined ? undefined : await newsDetail(id);
      return item ?? sendError(request, reply, 404, 'No such news item.');
    });

    // The public article page as it will look, rendered with the saved (maybe unpublished) text.
    app.get('/news/:id/preview', { preHandler: anyone }, async (request, reply) => {
      const id = idParam(request);
      const lang = parseLanguage((request.query as { lng?: string }).lng) ?? 'ko';
      const render = options.preview?.();
      if (!render) return sendError(request, reply, 404, 'The site is not built on this server: there is no page to preview.');
      const item = id === undefined ? undefined : await previewMedia(db, id, lang);
      if (!item || id === undefined) return sendError(request, reply, 404, 'This news item has no text in that language.');
      return render(request, reply, {
        url: paths.mediaDetail.getHref(id, toApiLanguage(lang)),
        lang,
        answers: { [`${API_PATHS.care}/media/${id}`]: { code: 200, message: 'OK', data: item } },
      });
    });

    app.post('/news', { preHandler: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const body = parse(newsWriteSchema, request, reply);
      if (!body) return reply;
      const publishAt = body.publishAt ? new Date(body.publishAt) : null;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({ hospSeqNo: HOSP_SEQ_NO, regDt: publishAt ?? now(), status: body.status, publishAt, updatedAt: now() })
          .returning({ id: media.id });
        await writeTranslations(tx, row!.id, body);
        await audit(tx, actorOf(request), 'news.create', 'news', row!.id, { after: body });
        return row!.id;
      });
      changed();
      return reply.code(201).send({ id });
    });

    app.put('/news/:id', { preHandler: editors, bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const id = idParam(request);
      const before = id === undefined ? undefined : await newsDetail(id);
      if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
      const body = parse(newsWriteSchema, request, reply);
      if (!body) return reply;
      const publishAt = body.publishAt ? new Date(body.publishAt) : null;
      await db.transaction(async (tx) => {
        await tx
          .update(media)
          .set({ status: body.status, publishAt, updatedAt: now(), ...(publishAt ? { regDt: publishAt } : {}) })
          .where(eq(media.id, id));
        await writeTranslations(tx, id, body);
        await audit(tx, actorOf(request), 'news.update', 'news', id, { before, after: body });
      });
      changed();
      return newsDetail(id);
    });

    app.delete('/news/:id', { preHandler: editors }, async (request, reply) => {
      const id = idParam(request);
      const before = id === undefined ? undefined : await newsDetail(id);
      if (!before || id === undefined) return sendError(request, reply, 404, 'No such news item.');
      await db.transaction(async (tx) => {
        await tx.delete(media).where(eq(media.id, id));
        await audit(tx, actorOf(request), 'news.delete', 'news', id, { before });
      });
      changed();
      return reply.code(204).send();
    });

    // --- FAQ -------------------------------------------------------------------------------------

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

    // --- inquiry inbox -------------------------------------------------------------------------

    /** The inbox's filter (status, search), shared by the list and the export. */
    function inquiryFilter(request: FastifyRequest) {
      const { status } = request.query as { status?: string };
      const q = searchParam(request);
      const conditions = [];
      if (status && (INQUIRY_STATUSES as readonly string[]).includes(status)) conditions.push(eq(inquiry.status, status));
      if (q) {
        const p = likePattern(q);
        conditions.push(or(ilike(inquiry.name, p), ilike(inquiry.company, p), ilike(inquiry.email, p), ilike(inquiry.title, p), ilike(inquiry.contents, p))!);
      }
      return conditions.length ? and(...conditions) : undefined;
    }

    app.get('/inquiries/export', { preHandler: editors }, async (request, reply) => {
      const rows = await db.select().from(inquiry).where(inquiryFilter(request)).orderBy(desc(inquiry.createdAt), desc(inquiry.id));
      await audit(db, actorOf(request), 'inquiry.export', 'inquiry', undefined, { after: { count: rows.length } });
      const day = now().toISOString().slice(0, 10);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="inquiries-${day}.csv"`).send(inquiriesCsv(rows));
    });

    app.get('/inquiries/retention', { preHandler: anyone }, async () => ({
      retentionDays: config.INQUIRY_RETENTION_DAYS,
      ...(await lastRetentionRun(db)),
    }));

    app.get('/inquiries', { preHandler: anyone }, async (request) => {
      const page = pageParam(request);
      const where = inquiryFilter(request);
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: inquiry.id,
            createdAt: inquiry.createdAt,
            status: inquiry.status,
            name: inquiry.name,
            company: inquiry.company,
            email: inquiry.email,
            mobile: inquiry.mobile,
            title: inquiry.title,
          })
          .from(inquiry)
          .where(where)
          .orderBy(desc(inquiry.createdAt), desc(inquiry.id))
          .limit(STUDIO_PAGE_SIZE)
          .offset((page - 1) * STUDIO_PAGE_SIZE),
        db.select({ n: count() }).from(inquiry).where(where),
      ]);
      return { items: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })), total: total?.n ?? 0 };
    });

    app.get('/inquiries/:id', { preHandler: anyone }, async (request, reply) => {
      const id = idParam(request);
      const [row] = id === undefined ? [] : await db.select().from(inquiry).where(eq(inquiry.id, id));
      if (!row || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
      const notes = await db
        .select({ id: inquiryNote.id, body: inquiryNote.body, createdAt: inquiryNote.createdAt, author: staff.email })
        .from(inquiryNote)
        .leftJoin(staff, eq(staff.id, inquiryNote.staffId))
        .where(eq(inquiryNote.inquiryId, id))
        .orderBy(inquiryNote.id);
      return {
        ...row,
        createdAt: row.createdAt.toISOString(),
        consentAt: row.consentAt.toISOString(),
        notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      };
    });

    app.patch('/inquiries/:id', { preHandler: editors }, async (request, reply) => {
      const id = idParam(request);
      const body = parse(inquiryPatchSchema, request, reply);
      if (!body) return reply;
      const [before] = id === undefined ? [] : await db.select({ status: inquiry.status }).from(inquiry).where(eq(inquiry.id, id));
      if (!before || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
      await db.transaction(async (tx) => {
        await tx.update(inquiry).set({ status: body.status }).where(eq(inquiry.id, id));
        await audit(tx, actorOf(request), 'inquiry.status', 'inquiry', id, { before, after: body });
      });
      return { id, status: body.status };
    });

    app.post('/inquiries/:id/notes', { preHandler: editors }, async (request, reply) => {
      const id = idParam(request);
      const body = parse(inquiryNoteSchema, request, reply);
      if (!body) return reply;
      const [exists] = id === undefined ? [] : await db.select({ id: inquiry.id }).from(inquiry).where(eq(inquiry.id, id));
      if (!exists || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
      const [note] = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(inquiryNote)
          .values({ inquiryId: id, staffId: request.studio!.staff.id, body: body.body })
          .returning({ id: inquiryNote.id });
        await audit(tx, actorOf(request), 'inquiry.note', 'inquiry', id, { after: { noteId: rows[0]!.id } });
        return rows;
      });
      return reply.code(201).send({ id: note!.id });
    });

    app.delete('/inquiries/:id', { preHandler: editors }, async (request, reply) => {
      const id = idParam(request);
      const [before] =
        id === undefined ? [] : await db.select({ status: inquiry.status, createdAt: inquiry.createdAt }).from(inquiry).where(eq(inquiry.id, id));
      if (!before || id === undefined) return sendError(request, reply, 404, 'No such inquiry.');
      await db.transaction(async (tx) => {
        await tx.delete(inquiry).where(eq(inquiry.id, id));
        // What was deleted, without the personal data that the deletion is for.
        await audit(tx, actorOf(request), 'inquiry.delete', 'inquiry', id, { before: { status: before.status, createdAt: before.createdAt.toISOString() } });
      });
      return reply.code(204).send();
    });

    // --- staff and audit (admins) ----------------------------------------------------------------

    app.get('/staff', { preHandler: admins }, async () => {
      const rows = await db
        .select({
          id: staff.id,
          email: staff.email,
          role: staff.role,
          totpEnabled: staff.totpEnabled,
          disabledAt: staff.disabledAt,
          createdAt: staff.createdAt,
        })
        .from(staff)
        .orderBy(staff.id);
      return { items: rows.map((r) => ({ ...r, disabledAt: r.disabledAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })), total: rows.length };
    });

    app.post('/staff', { preHandler: admins }, async (request, reply) => {
      const body = parse(staffCreateSchema, request, reply);
      if (!body) return reply;
      const problem = passwordProblem(body.password, body.email);
      if (problem) return sendError(request, reply, 400, `The password ${problem}.`, { password: problem });
      const passwordHash = await hashPassword(body.password);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(staff).values({ email: body.email, role: body.role, passwordHash }).onConflictDoNothing().returning({ id: staff.id });
        if (row) await audit(tx, actorOf(request), 'staff.create', 'staff', row.id, { after: { email: body.email, role: body.role } });
        return row;
      });
      if (!created) return sendError(request, reply, 409, 'An account with this e-mail address exists.', { email: 'already used' });
      return reply.code(201).send({ id: created.id });
    });

    app.patch('/staff/:id', { preHandler: admins }, async (request, reply) => {
      const id = idParam(request);
      const body = parse(staffPatchSchema, request, reply);
      if (!body) return reply;
      const [before] = id === undefined ? [] : await db.select({ role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id));
      if (!before || id === undefined) return sendError(request, reply, 404, 'No such account.');
      const losesAdmin = before.role === 'admin' && !before.disabledAt && ((body.role && body.role !== 'admin') || body.disabled === true);
      if (losesAdmin) {
        const [admins] = await db
          .select({ n: count() })
          .from(staff)
          .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
        if ((admins?.n ?? 0) <= 1) return sendError(request, reply, 409, 'This is the last active admin: make another admin first.');
      }
      const after = {
        role: body.role ?? before.role,
        disabledAt: body.disabled === undefined ? before.disabledAt : body.disabled ? now() : null,
      };
      await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({ ...after, updatedAt: now() })
          .where(eq(staff.id, id));
        // A disabled account, or one whose rights changed, signs in again.
        if (after.role !== before.role || (after.disabledAt && !before.disabledAt)) await endSessionsOf(tx, id);
        await audit(tx, actorOf(request), body.disabled ? 'staff.disable' : 'staff.update', 'staff', id, {
          before: { role: before.role, disabled: Boolean(before.disabledAt) },
          after: { role: after.role, disabled: Boolean(after.disabledAt) },
        });
      });
      return { id, role: after.role, disabled: Boolean(after.disabledAt) };
    });

    app.get('/audit', { preHandler: admins }, async (request) => {
      const page = pageParam(request);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.id))
          .limit(STUDIO_PAGE_SIZE)
          .offset((page - 1) * STUDIO_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog),
      ]);
      return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })), total: total?.n ?? 0 };
    });
  };
}

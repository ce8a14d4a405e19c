import type { FastifyPluginAsync } from 'fastify';
import {
  FAQ_FETCH_PAGE_SIZE,
  INQUIRY_MESSAGES,
  faqListRequestSchema,
  inquiryRequestSchema,
  isHoneypotFilled,
  normalizeInquiry,
  validateInquiry,
} from '@inphr/api';
import { parseLanguage, type Language } from '@inphr/content';
import type { Db } from '../db/database';
import { listFaq } from '../db/faq-repo';
import { insertInquiry } from '../db/inquiry-repo';
import { sendError } from '../lib/errors';
import { parseRequest, type RequestWording } from '../lib/validation';
import type { ContentCache } from '../cache/content-cache';
import { sendCachedJson } from '../cache/stored-response';

/** The FAQ's body: only its language is required. */
const FAQ_BODY: RequestWording = { unknown: 'field', required: 'This field is required.' };
/** The inquiry's body: every field is sent, so a missing one gets the form's required-fields text. */
const INQUIRY_BODY: RequestWording = { unknown: 'field', required: INQUIRY_MESSAGES.required };

export interface MainSiteOptions {
  db: Db;
  inquiryRateLimit: { max: number; timeWindow: number };
  /** Where FAQ answers are kept (CACHE_TTL_S, dropped when the FAQ changes). */
  cache: ContentCache;
  cacheTtlS: number;
  /** Called after an inquiry is committed (e.g. to wake the mail outbox). */
  onInquiryStored?: () => void;
  notify: boolean;
}

export const INQUIRY_BODY_LIMIT = 16 * 1024;

export function mainSiteApi({ db, inquiryRateLimit, onInquiryStored, notify, cache, cacheTtlS }: MainSiteOptions): FastifyPluginAsync {
  return async (app) => {
    // Sent as stored bytes, compressed once when kept: the compress plugin has nothing to do here.
    app.post('/faq/list', { compress: false }, async (request, reply) => {
      const body = parseRequest(faqListRequestSchema, request.body, request, reply, FAQ_BODY);
      if (!body) return reply;
      const { searchText = '', langCode, page = 1, pageSize = FAQ_FETCH_PAGE_SIZE } = body;
      const lang = parseLanguage(langCode) as Language;
      return sendCachedJson(request, reply, cache, {
        key: `faq-list ${JSON.stringify([lang, searchText, page, pageSize])}`,
        ttlS: cacheTtlS,
        tags: ['faq'],
        make: () => listFaq(db, { lang, searchText, page, pageSize }),
      });
    });

    app.post(
      '/cooperate/insert',
      {
        bodyLimit: INQUIRY_BODY_LIMIT,
        config: { rateLimit: inquiryRateLimit },
      },
      async (request, reply) => {
        const payload = parseRequest(inquiryRequestSchema, request.body, request, reply, INQUIRY_BODY);
        if (!payload) return reply;
        reply.header('cache-control', 'no-store');
        if (isHoneypotFilled(payload)) {
          // A robot: it is told what a person would be told, and nothing is kept or sent.
          request.log.info('inquiry dropped: honeypot filled');
          return { result: 'success' };
        }
        const problems = validateInquiry(payload);
        const fields = Object.entries(problems);
        if (fields.length > 0) {
          const errors = Object.fromEntries(fields.map(([field, code]) => [field, INQUIRY_MESSAGES[code]]));
          const message = problems.regId ? INQUIRY_MESSAGES.consent : 'Some fields need your attention.';
          return sendError(request, reply, 400, message, errors);
        }
        const lang = parseLanguage(request.headers['accept-language']);
        // The answer is sent only after the row is committed.
        await insertInquiry(db, normalizeInquiry(payload), { lang, notify });
        onInquiryStored?.();
        return { result: 'success' };
      },
    );
  };
}

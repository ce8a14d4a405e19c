import type { FastifyPluginAsync } from 'fastify';
import {
  FAQ_FETCH_PAGE_SIZE,
  INQUIRY_MAX_LENGTH,
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_MESSAGES,
  hasForbiddenText,
  isHoneypotFilled,
  normalizeInquiry,
  validateInquiry,
  type FaqListRequest,
  type InquiryPayload,
} from '@inphr/api';
import { parseLanguage, type Language } from '@inphr/content';
import type { Db } from '../db/database';
import { listFaq } from '../db/faq-repo';
import { insertInquiry } from '../db/inquiry-repo';
import { sendError } from '../lib/errors';
import type { ResponseCache } from '../lib/response-cache';
import { sendCachedJson } from '../lib/stored-response';

const LANG_PATTERN = '^(?:[Kk][Oo]|[Ee][Nn]|[Jj][Aa])$';

const faqBody = {
  type: 'object',
  additionalProperties: false,
  required: ['langCode'],
  properties: {
    searchText: { type: 'string', maxLength: 200 },
    langCode: { type: 'string', pattern: LANG_PATTERN },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: FAQ_FETCH_PAGE_SIZE },
  },
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const inquiryBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'contents', 'email', 'email1', 'email2', 'mobile', 'name', 'regId', 'title'],
  properties: {
    company: text(INQUIRY_MAX_LENGTH.company),
    contents: text(INQUIRY_MAX_LENGTH.contents),
    email: text(INQUIRY_MAX_LENGTH.email),
    email1: text(INQUIRY_MAX_LENGTH.email1),
    email2: text(INQUIRY_MAX_LENGTH.email2),
    mobile: text(INQUIRY_MAX_LENGTH.mobile),
    name: text(INQUIRY_MAX_LENGTH.name),
    regId: { type: 'integer', minimum: 0, maximum: 1 },
    title: text(INQUIRY_MAX_LENGTH.title),
    [INQUIRY_HONEYPOT_FIELD]: text(INQUIRY_MAX_LENGTH.homepage),
  },
} as const;

export interface MainSiteOptions {
  db: Db;
  inquiryRateLimit: { max: number; timeWindow: number };
  /** Where FAQ answers are kept per FAQ version (absent: made for every request). */
  cache?: ResponseCache;
  /** Called after an inquiry is committed (e.g. to wake the mail outbox). */
  onInquiryStored?: () => void;
  notify: boolean;
}

export const INQUIRY_BODY_LIMIT = 16 * 1024;

export function mainSiteApi({ db, inquiryRateLimit, onInquiryStored, notify, cache }: MainSiteOptions): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Partial<FaqListRequest> & { langCode: string } }>(
      '/faq/list',
      { schema: { body: faqBody } },
      async (request, reply) => {
        const { searchText = '', langCode, page = 1, pageSize = FAQ_FETCH_PAGE_SIZE } = request.body;
        if (hasForbiddenText(searchText)) {
          return sendError(request, reply, 400, 'searchText contains characters that are not allowed (control or bidi characters).', {
            searchText: INQUIRY_MESSAGES.invalidText,
          });
        }
        const lang = parseLanguage(langCode) as Language;
        if (!cache) {
          reply.header('cache-control', 'no-cache');
          return listFaq(db, { lang, searchText, page, pageSize });
        }
        return sendCachedJson(request, reply, cache, app.contentVersions, {
          key: `faq-list ${JSON.stringify([lang, searchText, page, pageSize])}`,
          tags: ['faq'],
          make: () => listFaq(db, { lang, searchText, page, pageSize }),
        });
      },
    );

    app.post<{ Body: InquiryPayload }>(
      '/cooperate/insert',
      {
        schema: { body: inquiryBodySchema },
        bodyLimit: INQUIRY_BODY_LIMIT,
        config: { rateLimit: inquiryRateLimit },
      },
      async (request, reply) => {
        const payload = request.body;
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

import * as z from 'zod';
import { LANGUAGES } from '@inphr/content';
import { FAQ_FETCH_PAGE_SIZE, HOSP_SEQ_NO, MEDIA_MAX_SIZE, MEDIA_SEARCH_KEYS } from './constants';
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_MAX_LENGTH, INQUIRY_MESSAGES } from './inquiry';
import { hasForbiddenText } from './text-rules';

/*
 * What the public APIs accept, as the server checks it: the shape and bounds of each request. The
 * inquiry's own rules (required texts, the mobile and e-mail patterns, consent) are validateInquiry's,
 * shared with the form. A message says what a value must be, without its name: the server puts the
 * name in front.
 */

const LARGEST_ID = 2_147_483_647;
const SEARCH_TEXT_MAX = 200;

/** An API language code: one of the site's languages, in either case (KO, en…). */
export const apiLanguageSchema = z.string().regex(
  new RegExp(`^(${LANGUAGES.join('|')})$`, 'i'),
  `must be ${LANGUAGES.map((lang) => lang.toUpperCase())
    .join(', ')
    .replace(/, (?=[^,]*$)/, ' or ')}`,
);

/** A whole number from `min` to `max`, written in a query string. */
const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max}`);

const searchText = z
  .string()
  .max(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`)
  .refine((text) => !hasForbiddenText(text), 'contains characters that are not allowed (control or bidi characters)');

/** GET {care}/media: the news list's query string. */
export const mediaListQuerySchema = z
  .object({
    hospSeqNo: wholeNumberText(0, LARGEST_ID).default(HOSP_SEQ_NO),
    page: wholeNumberText(1, 1_000_000).default(1),
    size: wholeNumberText(1, MEDIA_MAX_SIZE).default(10),
    searchKey: z.enum(MEDIA_SEARCH_KEYS, 'must be empty, title or contents').default(''),
    searchText: searchText.default(''),
    lang: apiLanguageSchema.default('KO'),
  })
  .strict();

/** GET {care}/media/{id}: the news item's query string. */
export const mediaDetailQuerySchema = z.object({ lang: apiLanguageSchema.default('KO') }).strict();

/** GET {care}/media/{id}: the id in the path. */
export const mediaIdSchema = wholeNumberText(1, LARGEST_ID);

/** POST {mainSite}/faq/list. */
export const faqListRequestSchema = z
  .object({
    searchText: searchText.optional(),
    langCode: apiLanguageSchema,
    page: z.number().int().min(1, 'must be from 1 to 100000').max(100_000, 'must be from 1 to 100000').optional(),
    pageSize: z
      .number()
      .int()
      .min(1, `must be from 1 to ${FAQ_FETCH_PAGE_SIZE}`)
      .max(FAQ_FETCH_PAGE_SIZE, `must be from 1 to ${FAQ_FETCH_PAGE_SIZE}`)
      .optional(),
  })
  .strict();

const inquiryText = (max: number) => z.string().max(max, INQUIRY_MESSAGES.tooLong);

/** POST {mainSite}/cooperate/insert: every field of the payload, as text of a bounded length (and the honeypot). */
export const inquiryRequestSchema = z
  .object({
    company: inquiryText(INQUIRY_MAX_LENGTH.company),
    contents: inquiryText(INQUIRY_MAX_LENGTH.contents),
    email: inquiryText(INQUIRY_MAX_LENGTH.email),
    email1: inquiryText(INQUIRY_MAX_LENGTH.email1),
    email2: inquiryText(INQUIRY_MAX_LENGTH.email2),
    mobile: inquiryText(INQUIRY_MAX_LENGTH.mobile),
    name: inquiryText(INQUIRY_MAX_LENGTH.name),
    regId: z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1'),
    title: inquiryText(INQUIRY_MAX_LENGTH.title),
    [INQUIRY_HONEYPOT_FIELD]: inquiryText(INQUIRY_MAX_LENGTH.homepage).optional(),
  })
  .strict();

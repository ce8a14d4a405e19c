import * as z from 'zod';
import { LANGUAGES } from '@inphr/content';
import { FAQ_ANSWER_MAX } from '../faq-html';
import { staffText } from './common';

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Largest news body accepted, in bytes of UTF-8. */
export const NEWS_BODY_MAX_BYTES = 200 * 1024;

const translation = z
  .object({
    title: staffText().max(300, 'at most 300 characters'),
    contents: staffText().refine((html) => new TextEncoder().encode(html).length <= NEWS_BODY_MAX_BYTES, 'the body is larger than 200 KB'),
  })
  .strict();

const newsTranslations = z
  .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, translation.optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<typeof translation>>)
  .strict()
  .refine((t) => Object.values(t).some((v) => v && v.title.trim() !== ''), 'give a title in at least one language');

const publishAt = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' }).nullable().optional();

/** A new article: its texts, and whether it is public at once (every language given) or a draft. */
export const newsWriteSchema = z
  .object({
    translations: newsTranslations,
    status: z.enum(NEWS_STATUSES),
    publishAt,
  })
  .strict();
export type NewsWrite = z.infer<typeof newsWriteSchema>;

/**
 * Every change of an existing item names the version it was based on (`StudioNewsDetail.version`):
 * when another change came first, the server answers 409 with a `StudioConflict` and changes nothing.
 */
const baseVersion = z.number({ message: 'must be the version the change is based on' }).int().positive();

/** A save of an article's texts. A published article keeps its public texts until its changes are published. */
export const newsSaveSchema = z.object({ translations: newsTranslations, baseVersion }).strict();
export type NewsSave = z.infer<typeof newsSaveSchema>;

/** Texts to preview before they are saved (a new article, or unsaved edits of article `id`). */
export const newsPreviewSchema = z.object({ translations: newsTranslations, id: z.number().int().positive().optional() }).strict();

/** The languages a publication makes public: those whose saved texts visitors then read (the others keep theirs). */
const publishLanguages = z
  .array(z.enum(LANGUAGES))
  .min(1, 'choose at least one language')
  .max(LANGUAGES.length)
  .refine((list) => new Set(list).size === list.length, 'name each language once');

/** Publishing an article: the languages whose saved texts become public, and when. */
export const newsPublishSchema = z
  .object({
    baseVersion,
    languages: publishLanguages,
    publishAt,
  })
  .strict();
export type NewsPublish = z.infer<typeof newsPublishSchema>;

/** A change that carries nothing but the version it was based on (discard, unpublish, restore). */
export const versionedSchema = z.object({ baseVersion }).strict();

/** A question and its answer in one language: the answer is HTML (FAQ_HTML_POLICY), sanitized by the server. */
const faqTranslation = z
  .object({ title: staffText().max(300, 'at most 300 characters'), contents: staffText().max(FAQ_ANSWER_MAX, 'at most 20,000 characters') })
  .strict();
const faqTranslations = z
  .object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, faqTranslation.optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<typeof faqTranslation>>,
  )
  .strict();

/** A new question: its category, texts, and whether it is public at once (every language given) or a draft (the default of older clients: public). */
export const faqWriteSchema = z
  .object({
    serviceSeq: z.number().int(),
    status: z.enum(NEWS_STATUSES).optional(),
    translations: faqTranslations.refine(
      (t) => Object.values(t).some((v) => v && v.title.trim() !== '' && v.contents.trim() !== ''),
      'give a question and its answer in at least one language',
    ),
  })
  .strict();
export type FaqWrite = z.infer<typeof faqWriteSchema>;

/** Texts of a question to preview as the public FAQ shows them (saved or not; `id` when it is saved). */
export const faqPreviewSchema = z.object({ serviceSeq: z.number().int(), translations: faqTranslations, id: z.number().int().positive().optional() }).strict();

/** A save of a question: its texts and category, and the version it was based on. A published question keeps its public ones until its changes are published. */
export const faqSaveSchema = faqWriteSchema.omit({ status: true }).extend({ baseVersion }).strict();
export type FaqSave = z.infer<typeof faqSaveSchema>;

/** Publishing a question: the languages whose saved texts become public (with the category as saved). */
export const faqPublishSchema = z.object({ baseVersion, languages: publishLanguages }).strict();
export type FaqPublish = z.infer<typeof faqPublishSchema>;

/** A category's questions in their new order (every id of the category, once). */
export const faqOrderSchema = z.object({ serviceSeq: z.number().int(), ids: z.array(z.number().int().positive()).min(1).max(500) }).strict();

export interface StudioNewsListItem {
  id: number;
  status: NewsStatus;
  publishAt: string | null;
  regDt: string;
  updatedAt: string;
  titles: Partial<Record<(typeof LANGUAGES)[number], string>>;
  reviewCnt: number;
  /** A published article has saved changes not yet public. */
  hasDraft: boolean;
}

/** Each language's title and (sanitized HTML) body. */
export type StudioTexts = Partial<Record<(typeof LANGUAGES)[number], { title: string; contents: string }>>;

export interface StudioNewsDetail extends Omit<StudioNewsListItem, 'titles'> {
  /** What the editor edits: a published article's changes not yet published, or its texts as they are. */
  translations: StudioTexts;
  /** What visitors read once it is public: the published texts (a draft: the saved texts, none public). */
  live: StudioTexts;
  /** The item's version: every change sends it back as `baseVersion`. */
  version: number;
  /** Who made the last change (absent: the account is gone, or the seed). */
  updatedBy: string | null;
}

/** A 409's body: someone else changed the item since the version a change was based on. */
export interface StudioConflict<T = StudioNewsDetail> {
  code: 409;
  message: string;
  /** Who changed it and when, and the item as it is now. */
  changedBy: string | null;
  changedAt: string;
  current: T;
}

export const REVISION_ACTIONS = ['create', 'save', 'publish', 'discard', 'unpublish', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One revision of an item, as its history lists it. */
export interface StudioRevisionSummary {
  number: number;
  action: RevisionAction;
  savedAt: string;
  savedBy: string | null;
  /** The languages it has a text in. */
  languages: (typeof LANGUAGES)[number][];
  /** The languages it published, or the revision it restored. */
  published?: (typeof LANGUAGES)[number][];
  restoredFrom?: number;
}

export interface StudioRevisionList {
  items: StudioRevisionSummary[];
  /** How many revisions an item keeps (the newest); every change is also in the audit log. */
  kept: number;
}

export interface StudioRevision extends StudioRevisionSummary {
  texts: StudioTexts;
}

export interface StudioFaqListItem {
  id: number;
  serviceSeq: number;
  sort: number;
  status: NewsStatus;
  hasDraft: boolean;
  titles: Partial<Record<(typeof LANGUAGES)[number], string>>;
}

export interface StudioFaqDetail {
  id: number;
  /** The category as saved (a published question's changed one, until its changes are published). */
  serviceSeq: number;
  /** The category visitors find it under. */
  liveServiceSeq: number;
  sort: number;
  status: NewsStatus;
  /** As StudioNewsDetail's: saved changes wait beside what visitors read. */
  hasDraft: boolean;
  /** What the editors have (the changes, if any). */
  translations: Partial<Record<(typeof LANGUAGES)[number], { title: string; contents: string }>>;
  /** What visitors read. */
  live: Partial<Record<(typeof LANGUAGES)[number], { title: string; contents: string }>>;
  /** As StudioNewsDetail's: every change sends it back as `baseVersion`. */
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** How often an open editor says so (PUT /presence/:kind/:id). */
export const PRESENCE_BEAT_MS = 15_000;

/** Who else has the same item open in the editor, since when. */
export interface StudioPresence {
  others: { email: string; openedAt: string }[];
}

import * as z from 'zod';
import { LANGUAGES } from '@inphr/content';
import { hasForbiddenText } from './text-rules';
import { FAQ_ANSWER_MAX } from './faq-html';

/**
 * The staff studio's wire contract (JSON under /studio/api/): the request schemas the server
 * validates with and the studio's forms check before sending, and the answers' types.
 */

export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Shortest accepted password (and it must not be a common one, nor the e-mail address). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
/** Largest news body accepted, in bytes of UTF-8. */
export const NEWS_BODY_MAX_BYTES = 200 * 1024;
export const STUDIO_PAGE_SIZE = 20;
export const CSRF_HEADER = 'x-csrf-token';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));

/**
 * Text staff write that others read (titles, bodies, answers, notes): the one text rule of the site
 * (`hasForbiddenText`: no control characters, which PostgreSQL refuses in part, no lone
 * surrogates, no bidi controls that would reorder what a reader sees), the field named in the 400.
 */
const staffText = () => z.string().refine((value) => !hasForbiddenText(value), 'contains characters that are not allowed (control or direction marks)');

/** A recovery code as typed: ten letters or digits of base32, in two groups. */
export const RECOVERY_CODE_PATTERN = /^\s*[a-zA-Z2-7]{5}[\s-]?[a-zA-Z2-7]{5}\s*$/;

export const signInRequestSchema = z
  .object({
    email: z.string().max(254),
    password: z.string().max(1024),
    totp: z
      .string()
      .regex(/^[0-9]{6}$/, 'must be the 6-digit code')
      .optional(),
    /** Instead of the code, one of the account's recovery codes (`xxxxx-xxxxx`; case, spaces and hyphens do not matter). */
    recoveryCode: z.string().regex(RECOVERY_CODE_PATTERN, 'must be a recovery code').optional(),
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** How many recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

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

export const passwordChangeSchema = z.object({ current: z.string().max(1024), next: z.string().max(1024) }).strict();

export const totpConfirmSchema = z.object({ code: z.string().regex(/^[0-9]{6}$/, 'must be the 6-digit code') }).strict();

/** A change of one's second factor (set up, move to a new device, turn off, new recovery codes) asks for the password. */
export const ownPasswordSchema = z.object({ password: z.string().min(1, 'enter your password').max(1024) }).strict();

/** A new device's key, shown once while it is set up. */
export interface StudioTotpSetup {
  secret: string;
  uri: string;
}

/** Recovery codes, shown once. */
export interface StudioRecoveryCodes {
  recoveryCodes: string[];
}

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

/**
 * A change to an inquiry: its status, who handles it (a staff id; null: nobody), or both. The
 * server refuses an assignee who may not handle inquiries (INQUIRY_ASSIGNEE_ROLES, enabled).
 */
export const inquiryPatchSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES).optional(),
    assignedTo: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict()
  .refine((patch) => patch.status !== undefined || patch.assignedTo !== undefined, 'give a status or an assignee');
export type InquiryPatch = z.infer<typeof inquiryPatchSchema>;

/** The inbox's filter by assignee: the signed-in member's own, or nobody's (any other value: all). */
export const INQUIRY_ASSIGNED_FILTERS = ['mine', 'unassigned'] as const;
export type InquiryAssignedFilter = (typeof INQUIRY_ASSIGNED_FILTERS)[number];

export const inquiryNoteSchema = z.object({ body: staffText().trim().min(1, 'write the note').max(5000) }).strict();

export const staffCreateSchema = z.object({ email, role: z.enum(STAFF_ROLES), password: z.string().max(1024) }).strict();
export const staffPatchSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
    /** The account may do nothing but choose a new password once signed in (cleared when it does). */
    mustChangePassword: z.boolean().optional(),
  })
  .strict();

/**
 * Where the single-use links the studio mails lead, under the studio's `/studio`: the page reads
 * the token from the address's fragment (never sent to a server, nor in a Referer) and posts it.
 */
export const STUDIO_LINK_PATHS = { invitation: '/welcome', passwordReset: '/reset' } as const;

/** A link's token as the page posts it: 32 random bytes in base64url. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code of a link');

/** An admin invites someone by e-mail, with the role their account will have. */
export const staffInviteSchema = z.object({ email, role: z.enum(STAFF_ROLES) }).strict();
/** Accepting an invitation: the link's token and the new account's password (not signed in). */
export const invitationAcceptSchema = z.object({ token: linkToken, password: z.string().max(1024) }).strict();
/** Asking for a password-reset link (not signed in): the answer is the same whether the address has an account or not. */
export const passwordForgotSchema = z.object({ email }).strict();
/** A new password through a reset link: the account's sessions end; it signs in afresh (with its second factor). */
export const passwordResetSchema = z.object({ token: linkToken, password: z.string().max(1024) }).strict();

/** A single-use link made for someone (an invitation, a password reset), shown to the admin who made it. */
export interface StudioAccountLink {
  link: string;
  expiresAt: string;
  /** Whether the server e-mailed it too (it can send mail); otherwise the admin passes it on. */
  emailed: boolean;
}

/** Told once signed in: someone failed to sign in to this account since its last sign-in. */
export interface StudioSignInNote {
  failedSignIns: number;
  lastFailedAt: string;
}

export interface StudioMe {
  email: string;
  role: StaffRole;
  csrfToken: string;
  totpEnabled: boolean;
  /** Unused recovery codes (0 when two-factor sign-in is off). */
  recoveryCodesLeft: number;
  signInNote: StudioSignInNote | null;
  /** An admin asked for a new password: until it is chosen, the studio allows nothing else. */
  mustChangePassword: boolean;
}

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

/**
 * The roles that read an inquirer's contact details (name, e-mail, phone) and the staff's notes;
 * every read of them is in the audit log. Any other role gets the `redacted` shape below, which the
 * server builds: the details never reach that role's browser.
 */
export const INQUIRY_CONTACT_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

export function seesInquiryContact(role: StaffRole): boolean {
  return (INQUIRY_CONTACT_ROLES as readonly StaffRole[]).includes(role);
}

/**
 * The roles an inquiry may be assigned to: those who can work it, reading the sender's details
 * (INQUIRY_CONTACT_ROLES) and changing its status. Only enabled accounts.
 */
export const INQUIRY_ASSIGNEE_ROLES = ['admin', 'editor'] as const satisfies readonly (typeof INQUIRY_CONTACT_ROLES)[number][];

/** A staff member an inquiry is (or may be) assigned to. */
export interface StudioInquiryAssignee {
  id: number;
  email: string;
}

/** What every role sees of an inquiry in the inbox. */
interface StudioInquiryListBase {
  id: number;
  createdAt: string;
  status: InquiryStatus;
  company: string;
  title: string;
  /** Who handles it; null: nobody (or their account was deleted). */
  assignedTo: StudioInquiryAssignee | null;
}

/** The sender's contact details, for the roles in INQUIRY_CONTACT_ROLES. */
export interface StudioInquiryContactFull {
  contact: 'full';
  name: string;
  email: string;
  mobile: string;
}

/**
 * The sender as a viewer sees them: enough to tell inquiries apart, not to reach or look up the
 * person. No phone at all.
 */
export interface StudioInquiryContactRedacted {
  contact: 'redacted';
  /** The name's first character (a Korean or Japanese name's family name, a Latin name's initial). */
  nameInitial: string;
  /** The e-mail address's part after the @ (empty if the stored address has none). */
  emailDomain: string;
}

export type StudioInquiryContact = StudioInquiryContactFull | StudioInquiryContactRedacted;

export type StudioInquiryListItem = StudioInquiryListBase & StudioInquiryContact;

export interface StudioPage<T> {
  items: T[];
  total: number;
}

/** A page of the inquiry inbox. */
export interface StudioInquiryPage extends StudioPage<StudioInquiryListItem> {
  /** How many inquiries are `new`, whatever the filters: the work waiting. */
  newCount: number;
}

export interface StudioInquiryNote {
  id: number;
  body: string;
  createdAt: string;
  author: string | null;
}

interface StudioInquiryDetailBase extends StudioInquiryListBase {
  contents: string;
  consentAt: string;
}

/** One inquiry: with its contact details and the staff's notes, or (a viewer) without either. */
export type StudioInquiryDetail =
  (StudioInquiryDetailBase & StudioInquiryContactFull & { notes: StudioInquiryNote[] }) | (StudioInquiryDetailBase & StudioInquiryContactRedacted);

export interface StudioRetention {
  retentionDays: number;
  lastRunAt: string | null;
  /** How many inquiries the last run removed. */
  removed: number | null;
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

export interface StudioStaffMember {
  id: number;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  mustChangePassword: boolean;
  disabledAt: string | null;
  createdAt: string;
}

/** The audit log's filters: a person (an e-mail, `system`, or `visitor`), an action or a kind of thing (`news`), a time span. */
export interface StudioAuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface StudioAuditEntry {
  id: number;
  at: string;
  /** What the change was about, in words: an article's or a question's title, an account's address, an inquiry's number. */
  subject: string | null;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** The answer to an image upload: the file to show, and the picture's own size. */
export interface StudioImage {
  key: string;
  src: string;
  width: number;
  height: number;
  widths: number[];
}

/** Where an image is shown: an article's or a question's saved text (in a language), or its unpublished changes. */
export interface StudioImageUse {
  kind: 'news' | 'faq';
  id: number;
  title: string;
  lang: (typeof LANGUAGES)[number] | null;
  copy: 'saved' | 'changes';
}

/** An image of the library: its files, text alternatives, who uploaded it, and where it is used. */
export interface StudioLibraryImage extends StudioImage {
  /** The smallest file, for a list. */
  thumb: string;
  alt: Partial<Record<(typeof LANGUAGES)[number], string>>;
  createdAt: string;
  createdBy: string | null;
  uses: StudioImageUse[];
  /** Since when nothing has shown it (the image-gc job's mark); it is removed a grace period later. */
  unusedSince: string | null;
  /** When it is removed if nothing shows it meanwhile (null: in use). */
  removedAfter: string | null;
}

export const IMAGE_FILTERS = ['used', 'unused'] as const;

/** The library's text alternatives of an image, per language ('' removes one); the articles showing it follow. */
export const imageAltSchema = z
  .object({
    alt: z
      .object(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, staffText().trim().max(300, 'at most 300 characters').optional()])) as Record<
          (typeof LANGUAGES)[number],
          z.ZodOptional<z.ZodString>
        >,
      )
      .strict(),
  })
  .strict();
export type ImageAlt = z.infer<typeof imageAltSchema>;

/** How often an open editor says so (PUT /presence/:kind/:id). */
export const PRESENCE_BEAT_MS = 15_000;

/** Who else has the same item open in the editor, since when. */
export interface StudioPresence {
  others: { email: string; openedAt: string }[];
}

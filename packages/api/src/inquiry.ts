import { hasForbiddenText, hasLineBreak, isBlankText } from './text-rules';

/**
 * The inquiry rules (docs/spec.md, "Validation"), in one module used by the /cooperate form and by the server's
 * insert route. Codes are stable; `INQUIRY_MESSAGES` holds the spec's English wording that the
 * server answers with, and the form shows the translation of the same code.
 */

export interface InquiryPayload {
  company: string;
  contents: string;
  email: string;
  email1: string;
  email2: string;
  mobile: string;
  name: string;
  /** 0 when the personal-information consent is checked, 1 when not (docs/spec.md, "Entities"). */
  regId: number;
  title: string;
  /**
   * The honeypot: a field people never see or fill. A request with a value in it is answered as a
   * success and stored nowhere. Sent only when filled, so a person's payload is exactly the specification's.
   */
  homepage?: string;
}

/** Name of the honeypot field (in the form and the payload). */
export const INQUIRY_HONEYPOT_FIELD = 'homepage' as const satisfies keyof InquiryPayload;

/** True when the honeypot was filled: not a person. */
export function isHoneypotFilled(payload: Pick<InquiryPayload, 'homepage'>): boolean {
  return (payload.homepage ?? '').trim() !== '';
}

export const INQUIRY_FIELDS = [
  'company',
  'contents',
  'email',
  'email1',
  'email2',
  'mobile',
  'name',
  'regId',
  'title',
] as const satisfies readonly (keyof InquiryPayload)[];

export const CONSENT_GIVEN = 0;
export const CONSENT_REFUSED = 1;

/** Longest accepted value per text field (characters). */
export const INQUIRY_MAX_LENGTH = {
  name: 50,
  company: 100,
  mobile: 20,
  email: 254,
  email1: 64,
  email2: 189,
  title: 200,
  contents: 5000,
  homepage: 200,
} as const satisfies Record<Exclude<keyof InquiryPayload, 'regId'>, number>;

/** The e-mail domains offered in the form (docs/spec.md, "Validation": the usual list for Korean users). */
export const EMAIL_DOMAINS = [
  'naver.com',
  'gmail.com',
  'daum.net',
  'hanmail.net',
  'nate.com',
  'kakao.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'korea.com',
] as const;

export type InquiryErrorCode = 'required' | 'mobile' | 'email' | 'consent' | 'tooLong' | 'invalidText' | 'lineBreak';

export const INQUIRY_MESSAGES: Record<InquiryErrorCode, string> = {
  required: 'please fill out required fields.',
  mobile: "please fill out required fields(do not include '-').",
  email: 'Invalid email',
  consent: 'Please agree to the personal information terms.',
  tooLong: 'This value is too long.',
  invalidText: 'This value contains characters that are not allowed.',
  lineBreak: 'This value must be on one line.',
};

/**
 * The form's fields of one line whose text is free: a line break in one is refused. (The mobile
 * number and the e-mail address have patterns of their own, which no line break fits.)
 */
const ONE_LINE_FIELDS: ReadonlySet<keyof InquiryPayload> = new Set(['name', 'company', 'title']);

/** Korean mobile (010, 011, 016-019), Seoul (02) or regional (03x-09x) numbers; hyphens optional. */
export const MOBILE_PATTERN = /^(?:01[016789]|02|0[3-9][0-9])-?[0-9]{3,4}-?[0-9]{4}$/;

/**
 * A standard address: local part of letters, digits and . _ % + -; a domain of labels of at most
 * 41 characters; a top-level domain of 2 to 6 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,39}[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;

export type InquiryFieldErrors = Partial<Record<keyof InquiryPayload, InquiryErrorCode>>;

export function buildEmail(email1: string, email2: string): string {
  return `${email1.trim()}@${email2.trim()}`;
}

/** Checks a payload against the rules of docs/spec.md, "Validation". An empty object means valid. Consent is checked too. */
export function validateInquiry(payload: InquiryPayload): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  const textFields = ['name', 'company', 'mobile', 'email', 'email1', 'email2', 'title', 'contents'] as const;
  for (const field of textFields) {
    const value = payload[field];
    if (value.length > INQUIRY_MAX_LENGTH[field]) errors[field] = 'tooLong';
    else if (hasForbiddenText(value)) errors[field] = 'invalidText';
    else if (ONE_LINE_FIELDS.has(field) && hasLineBreak(value)) errors[field] = 'lineBreak';
  }
  const required = ['name', 'title', 'contents'] as const;
  for (const field of required) {
    if (!errors[field] && isBlankText(payload[field])) errors[field] = 'required';
  }
  if (!errors.mobile) {
    const mobile = payload.mobile.trim();
    if (mobile === '' || !MOBILE_PATTERN.test(mobile)) errors.mobile = 'mobile';
  }
  if (!errors.email && !errors.email1 && !errors.email2) {
    const email = payload.email.trim();
    if (!EMAIL_PATTERN.test(email) || email !== buildEmail(payload.email1, payload.email2)) {
      errors.email = 'email';
    }
  }
  if (payload.regId !== CONSENT_GIVEN) errors.regId = 'consent';
  return errors;
}

/** Trimmed copy of the payload as it is stored. */
export function normalizeInquiry(payload: InquiryPayload): InquiryPayload {
  return {
    company: payload.company.trim(),
    contents: payload.contents.trim(),
    email: payload.email.trim(),
    email1: payload.email1.trim(),
    email2: payload.email2.trim(),
    mobile: payload.mobile.trim(),
    name: payload.name.trim(),
    regId: payload.regId,
    title: payload.title.trim(),
  };
}

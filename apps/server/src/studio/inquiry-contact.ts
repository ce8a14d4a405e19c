import { seesInquiryContact, type StaffRole, type StudioInquiryContact } from '@inphr/api';

/*
 * Least privilege on an inquirer's personal data: the roles of INQUIRY_CONTACT_ROLES get the
 * contact details (and every read of them is audited by the routes); any other role gets a shape
 * without them, built here, so that the details never leave the server for that role's browser.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The name's first character as the user sees it (a whole Hangul syllable, a kanji, a letter with
 * its accent, an emoji): for a Korean or Japanese name, written family name first, that is the
 * family name, which alone names nobody; for a Latin name, an initial. Upper-cased (`kim` → `K`).
 */
export function nameInitial(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}

/** The part after the last @ (the address's local part is what names a person). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The sender's details as `role` may see them. */
export function contactFor(role: StaffRole, row: { name: string; email: string; mobile: string; company: string }): StudioInquiryContact {
  if (seesInquiryContact(role)) return { contact: 'full', name: row.name, email: row.email, mobile: row.mobile, company: row.company };
  return { contact: 'redacted', nameInitial: nameInitial(row.name), emailDomain: emailDomain(row.email) };
}

/**
 * A search as the audit log keeps it: each word's first character, the rest as `*`, punctuation as
 * typed (`park.seoyeon@clinic.example` → `p***.s******@c*****.e******`). Enough to tell one search
 * from another, or what kind of thing was looked for, never the person.
 */
export function redactedQuery(q: string): string {
  return q.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) => {
    const letters = [...graphemes.segment(word)];
    return `${letters[0]?.segment ?? ''}${'*'.repeat(letters.length - 1)}`;
  });
}

import { describe, expect, it } from 'vitest';
import { CONSENT_GIVEN, CONSENT_REFUSED, validateInquiry, type InquiryPayload } from './inquiry';

const valid: InquiryPayload = {
  company: 'Clinic / Director',
  contents: 'We would like to link our hospital records.',
  email: 'kim@naver.com',
  email1: 'kim',
  email2: 'naver.com',
  mobile: '01012345678',
  name: 'Kim',
  regId: CONSENT_GIVEN,
  title: 'Partnership',
};

describe('validateInquiry', () => {
  it('accepts a complete payload', () => {
    expect(validateInquiry(valid)).toEqual({});
  });

  it.each(['name', 'title', 'contents'] as const)('requires %s, blank after trimming', (field) => {
    expect(validateInquiry({ ...valid, [field]: '   ' })).toEqual({ [field]: 'required' });
  });

  it.each(['01012345678', '010-1234-5678', '0111234567', '0212345678', '02-123-4567', '0311234567', '064-123-4567', '019-1234-5678'])(
    'accepts the phone number %s',
    (mobile) => {
      expect(validateInquiry({ ...valid, mobile })).toEqual({});
    },
  );

  it.each(['', '012-1234-5678', '010123', '010-12345-6789', '０１０１２３４５６７８', '01012345678 ', '1012345678', '010--12345678'])(
    'rejects the phone number %j',
    (mobile) => {
      const errors = validateInquiry({ ...valid, mobile });
      // a trailing space is trimmed and accepted
      if (mobile === '01012345678 ') expect(errors).toEqual({});
      else expect(errors).toEqual({ mobile: 'mobile' });
    },
  );

  it.each([
    ['kim', 'naver'],
    ['kim', 'naver.c'],
    ['kim', 'naver.company'],
    ['', 'naver.com'],
    ['kim\r\nBcc: x', 'naver.com'],
    ['kim', `${'a'.repeat(42)}.com`],
  ])('rejects the e-mail %s@%s', (email1, email2) => {
    expect(validateInquiry({ ...valid, email1, email2, email: `${email1}@${email2}` })).toMatchObject({ email: 'email' });
  });

  it('accepts a 41-character domain label and a 6-letter top-level domain', () => {
    const email2 = `${'a'.repeat(41)}.museum`;
    expect(validateInquiry({ ...valid, email2, email: `kim@${email2}` })).toEqual({});
  });

  it('rejects an email that is not email1@email2', () => {
    expect(validateInquiry({ ...valid, email: 'other@naver.com' })).toEqual({ email: 'email' });
  });

  it('requires consent (regId 0)', () => {
    expect(validateInquiry({ ...valid, regId: CONSENT_REFUSED })).toEqual({ regId: 'consent' });
  });

  it('rejects control characters and lone surrogates', () => {
    expect(validateInquiry({ ...valid, name: 'Kim\u0000' })).toEqual({ name: 'invalidText' });
    expect(validateInquiry({ ...valid, title: 'x\uD800' })).toEqual({ title: 'invalidText' });
    // Bidi controls would reorder what the operator reads (a name shown as something else).
    for (const bidi of ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u061C']) {
      expect(validateInquiry({ ...valid, name: `Kim${bidi}gnp.exe` })).toEqual({ name: 'invalidText' });
      expect(validateInquiry({ ...valid, contents: `a${bidi}b` })).toEqual({ contents: 'invalidText' });
    }
  });

  it('treats text that shows nothing as empty (zero-width, fillers, ideographic space)', () => {
    for (const invisible of ['\u200B', '\u200B\u200C\u200D', '\uFEFF\u2060', '\u00AD', '\u3164\u3164', '\u115F\u1160', '\u3000 \t', '\u180E', '\uFFA0']) {
      for (const field of ['name', 'title', 'contents'] as const) {
        expect(validateInquiry({ ...valid, [field]: invisible }), `${field}: ${JSON.stringify(invisible)}`).toEqual({ [field]: 'required' });
      }
    }
    // Visible text with a joiner inside is text.
    expect(validateInquiry({ ...valid, name: 'Kim\u200BMinji' })).toEqual({});
    expect(validateInquiry({ ...valid, title: 'emoji 😀 ok' })).toEqual({});
  });

  it('rejects over-long values', () => {
    expect(validateInquiry({ ...valid, name: 'a'.repeat(51) })).toEqual({ name: 'tooLong' });
    expect(validateInquiry({ ...valid, contents: 'a'.repeat(5001) })).toEqual({ contents: 'tooLong' });
  });

  it('keeps the one-line fields on one line: no CR, LF or other line break', () => {
    for (const field of ['name', 'company', 'title'] as const) {
      for (const end of ['\r\nBcc: x@evil.example', '\nE-mail: x@evil.example', '\rx', '\u0085x', '\u2028x', '\u2029x']) {
        expect(validateInquiry({ ...valid, [field]: `Kim${end}` }), `${field}: ${JSON.stringify(end)}`).toEqual({ [field]: 'lineBreak' });
      }
    }
    // The message may run over lines, and a tab is not a line break.
    expect(validateInquiry({ ...valid, contents: 'Hello,\r\n\r\nregards\u2028Kim' })).toEqual({});
    expect(validateInquiry({ ...valid, title: 'A\tB' })).toEqual({});
  });

  it('keeps company optional', () => {
    expect(validateInquiry({ ...valid, company: '' })).toEqual({});
  });
});

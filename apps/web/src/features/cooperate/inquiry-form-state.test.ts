import { describe, expect, it } from 'vitest';
import { DIRECT_DOMAIN, fieldErrors, initialInquiryState, inquiryFormReducer, toPayload } from './inquiry-form-state';

const filled = {
  ...initialInquiryState.values,
  name: 'Kim',
  mobile: '01012345678',
  email1: 'kim',
  domainChoice: 'gmail.com',
  title: 'Hello',
  contents: 'Partnership',
  consent: true,
};

describe('inquiry form state', () => {
  it('shows nothing until a submit attempt', () => {
    const s = inquiryFormReducer(initialInquiryState, { type: 'edit', field: 'name', value: 'K' });
    expect(s.attempted).toBe(false);
    expect(inquiryFormReducer(s, { type: 'attempt' }).attempted).toBe(true);
  });

  it('builds the inquiry payload', () => {
    expect(toPayload(filled)).toEqual({
      company: '',
      contents: 'Partnership',
      email: 'kim@gmail.com',
      email1: 'kim',
      email2: 'gmail.com',
      mobile: '01012345678',
      name: 'Kim',
      regId: 0,
      title: 'Hello',
    });
    expect(toPayload({ ...filled, consent: false }).regId).toBe(1);
    // The honeypot travels only when something filled it.
    expect(toPayload(filled)).not.toHaveProperty('homepage');
    expect(toPayload({ ...filled, homepage: 'http://spam.example' }).homepage).toBe('http://spam.example');
    expect(toPayload({ ...filled, domainChoice: DIRECT_DOMAIN, domainTyped: ' inphr.co.kr ' }).email).toBe('kim@inphr.co.kr');
  });

  it('reports field errors by code, without the consent rule', () => {
    expect(fieldErrors(filled)).toEqual({});
    expect(fieldErrors({ ...filled, consent: false })).toEqual({});
    expect(fieldErrors({ ...filled, name: ' ', mobile: '010-12', email1: '' })).toEqual({ name: 'required', mobile: 'mobile', email: 'email' });
    expect(fieldErrors({ ...filled, domainChoice: DIRECT_DOMAIN, domainTyped: 'nodot' })).toEqual({ email: 'email' });
  });

  it('goes from sending to failed and back to idle on an edit', () => {
    let s = inquiryFormReducer(initialInquiryState, { type: 'sending' });
    expect(s.status).toBe('sending');
    s = inquiryFormReducer(s, { type: 'failed' });
    expect(s.status).toBe('failed');
    s = inquiryFormReducer(s, { type: 'edit', field: 'title', value: 'x' });
    expect(s.status).toBe('idle');
  });
});

import { CONSENT_GIVEN, CONSENT_REFUSED, EMAIL_DOMAINS, buildEmail, validateInquiry, type InquiryFieldErrors, type InquiryPayload } from '@inphr/api';

/** Sentinel value of the domain select meaning "type the domain yourself". */
export const DIRECT_DOMAIN = '__direct__';

export interface InquiryFormValues {
  name: string;
  company: string;
  mobile: string;
  email1: string;
  /** A listed domain, or DIRECT_DOMAIN. */
  domainChoice: string;
  /** The typed domain when domainChoice is DIRECT_DOMAIN. */
  domainTyped: string;
  title: string;
  contents: string;
  consent: boolean;
  /** The honeypot: people never see it, robots fill it. */
  homepage: string;
}

export type SendStatus = 'idle' | 'sending' | 'failed';

export interface InquiryFormState {
  values: InquiryFormValues;
  /** Messages show only after the first submit attempt (docs/spec.md, "States"). */
  attempted: boolean;
  status: SendStatus;
}

export const initialInquiryState: InquiryFormState = {
  values: {
    name: '',
    company: '',
    mobile: '',
    email1: '',
    domainChoice: EMAIL_DOMAINS[0],
    domainTyped: '',
    title: '',
    contents: '',
    consent: false,
    homepage: '',
  },
  attempted: false,
  status: 'idle',
};

export type InquiryFormAction =
  { type: 'edit'; field: keyof InquiryFormValues; value: string | boolean } | { type: 'attempt' } | { type: 'sending' } | { type: 'failed' };

export function inquiryFormReducer(state: InquiryFormState, action: InquiryFormAction): InquiryFormState {
  switch (action.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [action.field]: action.value }, status: state.status === 'sending' ? 'sending' : 'idle' };
    case 'attempt':
      return { ...state, attempted: true };
    case 'sending':
      return { ...state, status: 'sending' };
    case 'failed':
      return { ...state, status: 'failed' };
  }
}

/** The inquiry payload (docs/spec.md, "Entities") built from the form: email = email1@email2, regId 0 when consent is given. */
export function toPayload(values: InquiryFormValues): InquiryPayload {
  const email2 = values.domainChoice === DIRECT_DOMAIN ? values.domainTyped.trim() : values.domainChoice;
  const email1 = values.email1.trim();
  return {
    company: values.company,
    contents: values.contents,
    email: buildEmail(email1, email2),
    email1,
    email2,
    mobile: values.mobile,
    name: values.name,
    regId: values.consent ? CONSENT_GIVEN : CONSENT_REFUSED,
    title: values.title,
    ...(values.homepage ? { homepage: values.homepage } : {}),
  };
}

/** Field errors without the consent rule (consent is an alert, not an inline message). */
export function fieldErrors(values: InquiryFormValues): InquiryFieldErrors {
  const { regId: _consent, ...errors } = validateInquiry(toPayload(values));
  void _consent;
  return errors;
}

import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { EMAIL_DOMAINS, INQUIRY_HONEYPOT_FIELD, INQUIRY_MAX_LENGTH, type InquiryErrorCode } from '@inphr/api';
import { paths } from '@inphr/content';
import { Button, Checkbox, Select, TextField, VisuallyHidden, theme } from '@inphr/ui';
import { useAppDeps } from '../../lib/app-deps';
import { DIRECT_DOMAIN, fieldErrors, initialInquiryState, inquiryFormReducer, toPayload, type InquiryFormValues } from './inquiry-form-state';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 760px;
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${theme.fontWeights.medium};
    margin-bottom: ${theme.space.xs};
  }
`;
const EmailRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: ${theme.space.xs};
  align-items: start;
  > span {
    padding-top: ${theme.space.sm};
  }
  @media (max-width: 479.98px) {
    grid-template-columns: 1fr;
    > span {
      display: none;
    }
  }
`;
const Consent = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  h3 {
    font-size: ${theme.fontSizes.md};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-inline-start: 1.2em;
    color: ${theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${theme.space.md};
  justify-content: center;
`;
const Failure = styled.p`
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.medium};
  margin: 0;
`;
const Note = styled.p`
  color: ${theme.colors.textMuted};
  margin: 0;
`;

const FIELD_ORDER = ['name', 'company', 'mobile', 'email', 'title', 'contents'] as const;
const CONSENT_ID = 'inquiry-consent';
const fieldId = (field: (typeof FIELD_ORDER)[number]) => `inquiry-${field === 'email' ? 'email1' : field}`;

/** The partnership inquiry form (docs/spec.md, "Entities" and "Validation"), validated by the same module as the server. */
export function InquiryForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mainSiteApi } = useAppDeps();
  const [state, dispatch] = useReducer(inquiryFormReducer, initialInquiryState);
  const sendingRef = useRef(false);
  // Focus moves to the first field to fix after the render that shows its message, so that the
  // field is announced together with its error (WCAG 3.3.1). A new object re-runs the effect.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  const { values } = state;
  const errors = fieldErrors(values);
  const message = (code: InquiryErrorCode | undefined) => (state.attempted && code ? t(`cooperate:form.errors.${code}`) : undefined);
  const edit = (field: keyof InquiryFormValues) => (value: string | boolean) => dispatch({ type: 'edit', field, value });
  const required = t('cooperate:form.requiredNote');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    dispatch({ type: 'attempt' });
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (!values.consent) {
      window.alert(t('cooperate:form.consentAlert'));
      // After the alert: the first field with a message, else the consent box the alert was about.
      setFocusRequest({ id: firstInvalid ? fieldId(firstInvalid) : CONSENT_ID });
      return;
    }
    if (firstInvalid) {
      setFocusRequest({ id: fieldId(firstInvalid) });
      return;
    }
    sendingRef.current = true;
    dispatch({ type: 'sending' });
    try {
      await mainSiteApi.insertInquiry(toPayload(values));
      window.alert(t('cooperate:form.done'));
      void navigate(paths.home.getHref());
    } catch (error) {
      console.warn('inquiry not sent', error instanceof Error ? error.message : error);
      dispatch({ type: 'failed' });
    } finally {
      sendingRef.current = false;
    }
  }

  return (
    // method="post": should someone submit before the scripts run, the fields travel in a body
    // (answered 404 and never logged), not in a URL that proxies and servers write to their logs.
    <Form noValidate method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="inquiry-heading">
      <Note>{required}</Note>
      <TextField
        id="inquiry-name"
        label={t('cooperate:form.name')}
        value={values.name}
        onChange={edit('name')}
        required
        requiredLabel={required}
        error={message(errors.name)}
        maxLength={INQUIRY_MAX_LENGTH.name}
        autoComplete="name"
      />
      <TextField
        id="inquiry-company"
        label={t('cooperate:form.company')}
        value={values.company}
        onChange={edit('company')}
        error={message(errors.company)}
        maxLength={INQUIRY_MAX_LENGTH.company}
        autoComplete="organization"
      />
      <TextField
        id="inquiry-mobile"
        label={t('cooperate:form.mobile')}
        hint={t('cooperate:form.mobileHint')}
        value={values.mobile}
        onChange={edit('mobile')}
        required
        requiredLabel={required}
        error={message(errors.mobile)}
        inputMode="numeric"
        type="tel"
        autoComplete="tel"
        maxLength={INQUIRY_MAX_LENGTH.mobile}
      />
      <Fieldset>
        <legend>
          {t('cooperate:form.email')} <span aria-hidden="true">*</span>
        </legend>
        <EmailRow>
          <TextField
            id="inquiry-email1"
            label={t('cooperate:form.emailLocal')}
            hideLabel
            value={values.email1}
            onChange={edit('email1')}
            error={message(errors.email ?? errors.email1)}
            autoComplete="off"
            maxLength={INQUIRY_MAX_LENGTH.email1}
          />
          <span aria-hidden="true">@</span>
          <div>
            <Select
              id="inquiry-email-domain"
              label={t('cooperate:form.emailDomain')}
              hideLabel
              value={values.domainChoice}
              onChange={edit('domainChoice')}
              options={[...EMAIL_DOMAINS.map((d) => ({ value: d, label: d })), { value: DIRECT_DOMAIN, label: t('cooperate:form.emailDirect') }]}
            />
            {values.domainChoice === DIRECT_DOMAIN && (
              <TextField
                id="inquiry-email2"
                label={t('cooperate:form.emailDomain')}
                hideLabel
                placeholder={t('cooperate:form.emailDomainPlaceholder')}
                value={values.domainTyped}
                onChange={edit('domainTyped')}
                maxLength={INQUIRY_MAX_LENGTH.email2}
              />
            )}
          </div>
        </EmailRow>
      </Fieldset>
      {/* The honeypot: hidden from sight, from the tab order and from screen readers; only robots fill it. */}
      <VisuallyHidden as="div" aria-hidden="true">
        <label htmlFor="inquiry-homepage">{t('cooperate:form.honeypot')}</label>
        <input
          id="inquiry-homepage"
          name={INQUIRY_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          maxLength={INQUIRY_MAX_LENGTH.homepage}
          value={values.homepage}
          onChange={(e) => edit('homepage')(e.target.value)}
        />
      </VisuallyHidden>
      <TextField
        id="inquiry-title"
        label={t('cooperate:form.title')}
        value={values.title}
        onChange={edit('title')}
        required
        requiredLabel={required}
        error={message(errors.title)}
        maxLength={INQUIRY_MAX_LENGTH.title}
      />
      <TextField
        id="inquiry-contents"
        label={t('cooperate:form.contents')}
        value={values.contents}
        onChange={edit('contents')}
        required
        requiredLabel={required}
        error={message(errors.contents)}
        multiline
        rows={8}
        maxLength={INQUIRY_MAX_LENGTH.contents}
      />
      <Consent aria-labelledby="consent-title">
        <h3 id="consent-title">{t('cooperate:form.consentHeading')}</h3>
        <ul id="consent-notice">
          <li>{t('cooperate:form.consentPurpose')}</li>
          <li>{t('cooperate:form.consentItems')}</li>
          <li>{t('cooperate:form.consentRetention')}</li>
          <li>{t('cooperate:form.consentRefusal')}</li>
        </ul>
        <Checkbox id={CONSENT_ID} label={t('cooperate:form.consentLabel')} checked={values.consent} onChange={edit('consent')} />
      </Consent>
      {state.status === 'failed' && <Failure role="alert">{t('cooperate:form.sendFailed')}</Failure>}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => void navigate(paths.home.getHref())}>
          {t('cooperate:form.cancel')}
        </Button>
        <Button type="submit" disabled={state.status === 'sending'} aria-disabled={state.status === 'sending'}>
          {state.status === 'sending' ? t('cooperate:form.submitting') : t('cooperate:form.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

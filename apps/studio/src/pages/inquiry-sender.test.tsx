import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import type { StudioInquiryDetail } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { InquiryFacts, senderLine } from './inquiry-sender';

const common = {
  id: 7,
  createdAt: '2026-11-25T09:00:00Z',
  status: 'new',
  title: 'Hospital record linkage',
  consentAt: '2026-11-25T09:00:00Z',
  assignedTo: null,
} as const;

const redacted: StudioInquiryDetail = { ...common, contact: 'redacted', nameInitial: '김', emailDomain: 'naver.com' };
const full: StudioInquiryDetail = {
  ...common,
  contact: 'full',
  name: '김민지',
  email: 'minji@naver.com',
  mobile: '01012345678',
  company: 'Seoul Clinic',
  contents: 'We would like to link our hospital information system.',
  notes: [],
};

function renderFacts(item: StudioInquiryDetail) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  return render(
    <I18nextProvider i18n={i18n}>
      <InquiryFacts item={item} />
    </I18nextProvider>,
  );
}

/** The facts as label → value, in order. */
function facts(container: HTMLElement): [string, string][] {
  return [...container.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('the sender of an inquiry', () => {
  it('shows a viewer the initial and the domain, no phone and no empty label, and says why', () => {
    const { container } = renderFacts(redacted);
    expect(facts(container)).toEqual([
      ['Received', expect.any(String)],
      ['Name', '김…'],
      ['E-mail domain', '…@naver.com'],
      ['Consent to the privacy policy', expect.any(String)],
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText("The sender's contact details, the message and internal notes are shown to editors and admins.")).toBeVisible();
  });

  it('leaves out a redacted field the server had nothing for, rather than an empty one', () => {
    const { container } = renderFacts({ ...redacted, nameInitial: '', emailDomain: '' });
    expect(facts(container).map(([label]) => label)).toEqual(['Received', 'Consent to the privacy policy']);
  });

  it('shows editors the name, the address and the phone as links, without the explanation', () => {
    const { container } = renderFacts(full);
    expect(facts(container).slice(1, 5)).toEqual([
      ['Name', '김민지'],
      ['Company', 'Seoul Clinic'],
      ['E-mail', 'minji@naver.com'],
      ['Phone', '01012345678'],
    ]);
    expect(screen.getByRole('link', { name: 'minji@naver.com' })).toHaveAttribute('href', 'mailto:minji@naver.com');
    expect(screen.getByRole('link', { name: '01012345678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(screen.queryByText(/shown to editors and admins/)).toBeNull();
  });

  it('names the sender in the inbox by initial and domain when redacted', () => {
    expect(senderLine(redacted)).toBe('김… · …@naver.com');
    expect(senderLine({ ...redacted, nameInitial: '' })).toBe('…@naver.com');
    expect(senderLine(full)).toBe('김민지 · Seoul Clinic');
  });
});

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@inphr/ui';
import type { StudioInquiryContact, StudioInquiryDetail } from '@inphr/api';
import { formatDateTime } from '../ui/format';

/*
 * The sender of an inquiry as the signed-in role may see them: the server sends either the contact
 * details (`contact: 'full'`) or, to a viewer, a redacted shape (`'redacted'`: the name's initial and
 * the address's domain, no phone) and the screens show what came, without an empty label.
 */

/** The name's initial as a shortened name (`K…`), or nothing. */
function shortName(initial: string): string {
  return initial ? `${initial}…` : '';
}

/** Who sent it, for the inbox's list: the name and the company (or, redacted, the name's initial and the address's domain). */
export function senderLine(item: StudioInquiryContact): string {
  const parts = item.contact === 'full' ? [item.name, item.company] : [shortName(item.nameInitial), item.emailDomain && `…@${item.emailDomain}`];
  return parts.filter(Boolean).join(' · ');
}

/** The inquiry's facts: when, who, how to reach them (or why that is not shown), the consent. */
export function InquiryFacts({ item }: { item: StudioInquiryDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Details>
        <dt>{t('inquiries.fields.received')}</dt>
        <dd>{formatDateTime(item.createdAt, i18n.language)}</dd>
        {item.contact === 'full' ? (
          <>
            <dt>{t('inquiries.fields.name')}</dt>
            <dd>{item.name}</dd>
            <dt>{t('inquiries.fields.company')}</dt>
            <dd>{item.company}</dd>
            <dt>{t('inquiries.fields.email')}</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
            <dt>{t('inquiries.fields.mobile')}</dt>
            <dd>
              <a href={`tel:${item.mobile}`}>{item.mobile}</a>
            </dd>
          </>
        ) : (
          <>
            {item.nameInitial ? (
              <>
                <dt>{t('inquiries.fields.name')}</dt>
                <dd>{shortName(item.nameInitial)}</dd>
              </>
            ) : null}
            {item.emailDomain ? (
              <>
                <dt>{t('inquiries.fields.emailDomain')}</dt>
                <dd>{`…@${item.emailDomain}`}</dd>
              </>
            ) : null}
          </>
        )}
        <dt>{t('inquiries.fields.consent')}</dt>
        <dd>{formatDateTime(item.consentAt, i18n.language)}</dd>
      </Details>
      {item.contact === 'redacted' ? <Hint>{t('inquiries.contactHidden')}</Hint> : null}
    </>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0 0 ${theme.space.lg};
  & dt {
    font-weight: ${theme.fontWeights.bold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

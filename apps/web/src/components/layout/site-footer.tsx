import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COMPANY } from '@inphr/content';
import { Footer } from '@inphr/ui';
import { useFragmentLang } from '../../lib/language';
import { Logo } from './logo';
import { PolicyDialog, policyDialogId } from './policy-dialog';
import { ServerPart } from '../server-part';

/** The footer's place in the page, adding no box of its own. */
const FooterPart = styled.div`
  display: contents;
`;

/**
 * The footer with company facts and the Terms of Use / Privacy Policy dialogs (docs/spec.md,
 * "Screens": Footer), which its buttons open by themselves, before the app runs (decision 0016).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const fragmentLang = useFragmentLang();
  return (
    <>
      {/* Before the buttons that open them: on a slow network a visitor can press a button while the
          rest of the page is still arriving, and the browser must find the dialog it names. */}
      <PolicyDialog policy="terms" />
      <PolicyDialog policy="privacy" />
      {/* Facts, links and buttons that open their dialogs by themselves: kept as the server rendered them. */}
      <ServerPart as={FooterPart}>
        <Footer
          label={t('common:footer.label')}
          logo={<Logo inverse />}
          companyName={t('common:company.name')}
          details={[
            { label: t('common:company.ceoLabel'), value: t('common:company.ceo') },
            { label: t('common:company.businessNumberLabel'), value: COMPANY.businessRegistrationNumber },
            { label: t('common:company.emailLabel'), value: COMPANY.email },
          ]}
          addresses={[
            { label: t('common:company.headOffice'), value: t('common:company.headOfficeAddress') },
            { label: t('common:company.rnd'), value: t('common:company.rndAddress') },
          ]}
          policies={[
            { key: 'terms', label: t('common:footer.terms'), opens: policyDialogId('terms') },
            { key: 'privacy', label: t('common:footer.privacy'), opens: policyDialogId('privacy') },
          ]}
          policiesLabel={t('common:footer.policies')}
          certifications={COMPANY.certifications.map((key) => ({ key, src: `/images/certs/${key}.png`, alt: t(`common:footer.cert.${key}`) }))}
          certificationsLabel={t('common:footer.certifications')}
          copyright={t('common:footer.copyright', { year: new Date().getFullYear() })}
          copyrightLang={fragmentLang(t('common:footer.copyrightLang'))}
        />
      </ServerPart>
    </>
  );
}

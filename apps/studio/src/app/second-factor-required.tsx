import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import { PasskeyPanel } from '../pages/passkey-panel';
import { TwoFactorPanel } from '../pages/two-factor-panel';
import { PageHeading } from '../ui/page';

/**
 * The whole studio while this account must set up a second factor (STUDIO_REQUIRE_2FA: it reads
 * inquirers' details): the server refuses everything else until one is set up (then /me says so
 * and the studio opens).
 */
export function SecondFactorRequired({ onSignOut, signingOut, onContinue }: { onSignOut: () => void; signingOut: boolean; onContinue?: () => void }) {
  const { t } = useTranslation();
  return (
    <Main>
      <PageHeading
        actions={
          <Button variant="secondary" onClick={onSignOut} disabled={signingOut}>
            {t('nav.signOut')}
          </Button>
        }
      >
        {t('secondFactorRequired.title')}
      </PageHeading>
      <p>{t('secondFactorRequired.intro')}</p>
      {onContinue ? (
        <p role="status">
          {t('secondFactorRequired.done')} <Button onClick={onContinue}>{t('secondFactorRequired.continue')}</Button>
        </p>
      ) : null}
      <PasskeyPanel />
      <TwoFactorPanel />
    </Main>
  );
}

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.xxl};
`;

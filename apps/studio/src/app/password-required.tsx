import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import { PasswordPanel } from '../pages/account-page';
import { PageHeading } from '../ui/page';

/**
 * The whole studio while an admin requires a new password: the server refuses everything else
 * until it is changed (then /me says so and the studio opens).
 */
export function PasswordRequired({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
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
        {t('passwordRequired.title')}
      </PageHeading>
      <p>{t('passwordRequired.intro')}</p>
      <PasswordPanel />
    </Main>
  );
}

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.xxl};
`;

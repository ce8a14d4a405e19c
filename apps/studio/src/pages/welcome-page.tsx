import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { post } from '../api/client';
import { meQuery } from '../app/session';
import { studioPaths } from '../app/paths';
import { Notice } from '../ui/page';
import { LinkPasswordForm } from './link-password-form';
import { PublicCard } from './public-card';
import { useLinkToken } from './link-token';

/** Where an invitation leads: the invited person chooses a password and is signed in to their new account. */
export function WelcomePage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function accept(password: string) {
    await post('invitations/accept', { token, password });
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    void navigate(studioPaths.home, { replace: true });
  }

  return (
    <PublicCard title={t('welcome.title')}>
      {token ? (
        <>
          <p>{t('welcome.intro')}</p>
          <LinkPasswordForm
            id="welcome"
            submitLabel={t('welcome.submit')}
            submittingLabel={t('welcome.submitting')}
            send={accept}
            conflict={
              <>
                {t('welcome.exists')} <Link to={studioPaths.signIn}>{t('welcome.toSignIn')}</Link>
              </>
            }
          />
        </>
      ) : (
        <>
          <Notice kind="alert">{t('accountLink.missing')}</Notice>
          <Link to={studioPaths.signIn}>{t('welcome.toSignIn')}</Link>
        </>
      )}
    </PublicCard>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { post } from '../api/client';
import { studioPaths } from '../app/paths';
import { Notice } from '../ui/page';
import { LinkPasswordForm } from './link-password-form';
import { PublicCard } from './public-card';
import { useLinkToken } from './link-token';

/**
 * Where a reset link leads: a new password. The person is not signed in afterwards: they sign in
 * with it and their second factor, so that a mailbox alone does not open the account.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [done, setDone] = useState(false);
  const askAgain = <Link to={studioPaths.forgotPassword}>{t('reset.askAgain')}</Link>;

  async function reset(password: string) {
    await post('password/reset', { token, password });
    setDone(true);
  }

  return (
    <PublicCard title={t('reset.title')}>
      {done ? (
        <>
          <Notice kind="status">{t('reset.done')}</Notice>
          <Link to={studioPaths.signIn}>{t('reset.toSignIn')}</Link>
        </>
      ) : token ? (
        <>
          <p>{t('reset.intro')}</p>
          <LinkPasswordForm id="reset" submitLabel={t('reset.submit')} submittingLabel={t('reset.submitting')} send={reset} newLink={askAgain} />
        </>
      ) : (
        <>
          <Notice kind="alert">{t('accountLink.missing')}</Notice>
          {askAgain}
        </>
      )}
    </PublicCard>
  );
}

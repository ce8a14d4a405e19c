import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@inphr/ui';
import { StudioApiError, post } from '../api/client';
import { studioPaths } from '../app/paths';
import { formatTime } from '../ui/format';
import { Notice } from '../ui/page';
import { CardForm, PublicCard } from './public-card';

/** "Forgot your password?": a link is mailed if the address has an account; the answer never says whether it has. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(t('staff.errors.email'));
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      await post('password/forgot', { email: email.trim() });
      setSent(true);
    } catch (caught) {
      if (caught instanceof StudioApiError && caught.status === 429) {
        const seconds = Number(caught.fields.retryAfter) || 60;
        setFailure(t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), i18n.language) }));
      } else if (caught instanceof StudioApiError && caught.fields.email) setError(t('staff.errors.email'));
      else setFailure(t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicCard title={t('forgot.title')}>
      {sent ? (
        <Notice kind="status">{t('forgot.sent')}</Notice>
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          <div aria-live="assertive">{failure ? <Notice kind="alert">{failure}</Notice> : null}</div>
          <CardForm onSubmit={(event) => void submit(event)} noValidate method="post">
            <TextField
              id="forgot-email"
              type="email"
              label={t('forgot.email')}
              value={email}
              onChange={setEmail}
              autoComplete="username"
              error={error || undefined}
              required
              requiredLabel={t('common.required')}
            />
            <Button type="submit" block disabled={busy}>
              {busy ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </CardForm>
        </>
      )}
      <p>
        <Link to={studioPaths.signIn}>{t('forgot.back')}</Link>
      </p>
    </PublicCard>
  );
}

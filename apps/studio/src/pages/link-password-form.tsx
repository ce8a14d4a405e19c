import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@inphr/ui';
import { STAFF_PASSWORD_MIN_LENGTH } from '@inphr/api';
import { StudioApiError } from '../api/client';
import { formatTime } from '../ui/format';
import { Notice } from '../ui/page';
import { CardForm } from './public-card';

const LINK_PROBLEMS = ['invalid', 'used', 'expired', 'revoked'] as const;

export interface LinkPasswordFormProps {
  /** Prefix of the fields' ids. */
  id: string;
  submitLabel: string;
  submittingLabel: string;
  /** Posts the new password with the link's token; throws the server's refusal. */
  send: (password: string) => Promise<void>;
  /** Shown when the server answers 409 (an invitation for an address that has an account). */
  conflict?: ReactNode;
  /** Shown under a refused link (how to get a new one). */
  newLink?: ReactNode;
}

/** A new password, typed twice, set through a single-use link (an invitation, a reset). */
export function LinkPasswordForm({ id, submitLabel, submittingLabel, send, conflict, newLink }: LinkPasswordFormProps) {
  const { t, i18n } = useTranslation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [failure, setFailure] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const weak = t('staff.errors.weakPassword', { min: STAFF_PASSWORD_MIN_LENGTH });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(password.length >= STAFF_PASSWORD_MIN_LENGTH ? {} : { password: weak }),
      ...(password === again ? {} : { again: t('welcome.mismatch') }),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(password);
    } catch (error) {
      if (!(error instanceof StudioApiError)) setFailure(t('errors.unavailable'));
      else if (error.fields.token) {
        const problem = LINK_PROBLEMS.find((p) => p === error.fields.token) ?? 'invalid';
        setFailure(
          <>
            {t(`accountLink.${problem}`)} {newLink}
          </>,
        );
      } else if (error.fields.password) {
        setErrors({ password: weak });
        document.getElementById(`${id}-password`)?.focus();
      } else if (error.status === 409 && conflict) setFailure(conflict);
      else if (error.status === 429) {
        const seconds = Number(error.fields.retryAfter) || 60;
        setFailure(t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), i18n.language) }));
      } else setFailure(t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div aria-live="assertive">{failure ? <Notice kind="alert">{failure}</Notice> : null}</div>
      <CardForm onSubmit={(event) => void submit(event)} noValidate method="post">
        <TextField
          id={`${id}-password`}
          type="password"
          label={t('welcome.password')}
          hint={t('staff.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          error={errors.password}
          required
          requiredLabel={t('common.required')}
        />
        <TextField
          id={`${id}-again`}
          type="password"
          label={t('welcome.confirm')}
          value={again}
          onChange={setAgain}
          autoComplete="new-password"
          error={errors.again}
          required
          requiredLabel={t('common.required')}
        />
        <Button type="submit" block disabled={busy}>
          {busy ? submittingLabel : submitLabel}
        </Button>
      </CardForm>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@inphr/ui';
import { StudioApiError, post } from '../api/client';
import { meQuery } from '../app/session';
import { studioPaths } from '../app/paths';
import { Notice } from '../ui/page';
import { formatTime } from '../ui/format';
import { CardForm, PublicCard } from './public-card';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { SecondFactorField, secondFactorBody, secondFactorError, secondFactorId, type SecondFactor } from './second-factor-field';
import { answerWithPasskey, passkeyChallenge } from '../app/passkey';

/** Only a path of the studio itself: `next` must not send anyone to another site. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : studioPaths.home;
}

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'totp', value: '' });
  const [askTotp, setAskTotp] = useState(false);
  /** The account has passkeys: the challenge the server gave for one. */
  const [passkey, setPasskey] = useState<PublicKeyCredentialRequestOptionsJSON | undefined>();
  /** The account has an authenticator app (false: passkeys only, the recovery code the other way). */
  const [hasTotp, setHasTotp] = useState(true);
  const [errors, setErrors] = useState<{
    email?: string;
    password?: string;
    totp?: string;
    recoveryCode?: string;
  }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  async function signedIn() {
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    void navigate(safeNext(params.get('next')), { replace: true });
  }

  /** The second step with a passkey: the browser's prompt, then the password again with its answer. */
  async function signInWithPasskey() {
    if (!passkey) return;
    setFailure('');
    setBusy(true);
    try {
      const answer = await answerWithPasskey(passkey);
      if (!answer) {
        setFailure(t('signIn.passkeyCancelled'));
        return;
      }
      await post('session', { email, password, passkey: answer });
      await signedIn();
    } catch (error) {
      // A challenge is good once: the next try asks the server for a new one.
      setPasskey(undefined);
      setFailure(error instanceof StudioApiError && error.status === 429 ? t('reauth.tooMany') : t('signIn.passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const factorError = askTotp && (factor.value || !passkey) ? secondFactorError(factor, t) : undefined;
    const found = {
      ...(email.trim() ? {} : { email: t('signIn.emailRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
      ...(factorError ? { [factor.kind]: factorError } : {}),
    };
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      document.getElementById(`sign-in-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await post('session', { email, password, ...(askTotp && factor.value ? secondFactorBody(factor) : {}) });
      await signedIn();
    } catch (error) {
      const challenge = passkeyChallenge(error);
      if (challenge) setPasskey(challenge);
      if (error instanceof StudioApiError && error.status === 401 && error.fields.passkey && !error.fields.totp) {
        // Passkeys only: the passkey first; a recovery code is the other way.
        setHasTotp(false);
        setAskTotp(true);
        setFactor({ kind: 'recoveryCode', value: '' });
        if (!challenge) setFailure(t('signIn.passkeyUnsupported'));
      } else if (error instanceof StudioApiError && error.status === 401 && error.fields.totp === 'closed') {
        setAskTotp(true);
        setFactor({ kind: 'recoveryCode', value: '' });
        setFailure(t('signIn.codesClosed'));
      } else if (error instanceof StudioApiError && error.status === 401 && error.fields.totp) {
        const first = !askTotp;
        setAskTotp(true);
        setFailure(first ? '' : t('signIn.totpInvalid'));
        setTimeout(() => document.getElementById(secondFactorId('totp'))?.focus(), 0);
        if (first) return;
      } else if (error instanceof StudioApiError && error.status === 403 && error.fields.totp === 'closed') {
        // Codes are closed after too many wrong ones: only a recovery code (or an admin) opens them.
        setAskTotp(true);
        setFactor({ kind: 'recoveryCode', value: '' });
        setFailure(t('signIn.codesClosed'));
        setTimeout(() => document.getElementById(secondFactorId('recoveryCode'))?.focus(), 0);
      } else if (error instanceof StudioApiError && error.status === 401 && error.fields.recoveryCode) {
        setFailure(t('signIn.recoveryInvalid'));
        document.getElementById(secondFactorId('recoveryCode'))?.focus();
      } else if (error instanceof StudioApiError && error.status === 401) {
        setFailure(t('signIn.failed'));
      } else if (error instanceof StudioApiError && error.status === 429) {
        const seconds = Number(error.fields.retryAfter) || 60;
        setFailure(t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), i18n.language) }));
      } else {
        setFailure(t('errors.unavailable'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicCard title={t('signIn.title')}>
      <p>{t('signIn.intro')}</p>
      {params.get('expired') ? <Notice kind="status">{t('signIn.expired')}</Notice> : null}
      <div aria-live="assertive">{failure ? <Notice kind="alert">{failure}</Notice> : null}</div>
      <CardForm onSubmit={(event) => void submit(event)} noValidate method="post">
        <TextField
          id="sign-in-email"
          name="email"
          type="email"
          label={t('signIn.email')}
          value={email}
          onChange={setEmail}
          autoComplete="username"
          error={errors.email}
          required
          requiredLabel={t('common.required')}
        />
        <TextField
          id="sign-in-password"
          name="password"
          type="password"
          label={t('signIn.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errors.password}
          required
          requiredLabel={t('common.required')}
        />
        {passkey ? (
          <Button type="button" variant={hasTotp ? 'secondary' : 'primary'} block disabled={busy} onClick={() => void signInWithPasskey()}>
            {t('signIn.usePasskey')}
          </Button>
        ) : null}
        {askTotp ? (
          <SecondFactorField
            totp={hasTotp}
            factor={factor}
            onChange={(next) => {
              if (next.kind !== factor.kind) {
                setErrors((current) => ({ email: current.email, password: current.password }));
                setFailure('');
              }
              setFactor(next);
            }}
            error={errors[factor.kind]}
          />
        ) : null}
        <Button type="submit" block disabled={busy} variant={passkey && !hasTotp ? 'secondary' : 'primary'}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </CardForm>
      <p>
        <Link to={studioPaths.forgotPassword}>{t('signIn.forgot')}</Link>
      </p>
    </PublicCard>
  );
}

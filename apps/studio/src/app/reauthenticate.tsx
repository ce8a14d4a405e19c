import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@inphr/ui';
import { StudioApiError, onReauthenticate, post, type ReauthReason } from '../api/client';
import { SecondFactorField, secondFactorBody, secondFactorError, secondFactorId, type SecondFactor } from '../pages/second-factor-field';
import { Notice } from '../ui/page';
import { meQuery, useMe } from './session';
import { answerWithPasskey, passkeyChallenge } from './passkey';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/**
 * When the session ends under someone's hands (idle, or its time is up), the next call asks for the
 * password here, over the screen they are on (and the second factor when the account has one); the
 * refused call is then made again. Nothing on the screen is lost. Cancel leads to the sign-in page.
 * The address is the signed-in account's: this never signs in someone else.
 *
 * An admin's power (making an admin, a reset link, an export…) asks for the password the same way
 * when it was last given more than minutes ago (`power`): the session goes on, and Cancel only
 * leaves the power undone.
 */
export function Reauthenticate({ email }: { email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReauthReason>('session');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'totp', value: '' });
  const [askFactor, setAskFactor] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  /** The challenge for a passkey: an ended session's sign-in offered one, or a power may use one. */
  const [passkey, setPasskey] = useState<PublicKeyCredentialRequestOptionsJSON | undefined>();
  const me = useMe();
  // Every call refused meanwhile waits for the one answer.
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);

  useEffect(() => {
    onReauthenticate(
      (why) =>
        new Promise<boolean>((resolve) => {
          waiting.current.push(resolve);
          setReason(why);
          setOpen(true);
        }),
    );
    return () => onReauthenticate(undefined);
  }, []);

  function finish(signedIn: boolean) {
    const resolves = waiting.current;
    waiting.current = [];
    setOpen(false);
    setPassword('');
    setFactor({ kind: 'totp', value: '' });
    setAskFactor(false);
    setFailure('');
    setPasskey(undefined);
    for (const resolve of resolves) resolve(signedIn);
  }

  /** The passkey instead of the password (or, for an ended session, after it). */
  async function withPasskey() {
    setBusy(true);
    setFailure('');
    try {
      const options = reason === 'power' ? await post<PublicKeyCredentialRequestOptionsJSON>('session/reauth/options') : passkey;
      const answer = options ? await answerWithPasskey(options) : undefined;
      if (!answer) {
        setFailure(t('signIn.passkeyCancelled'));
        return;
      }
      if (reason === 'power') await post('session/reauth', { passkey: answer });
      else await post('session', { email, password, passkey: answer });
      // A new session either way: its CSRF token, before the refused call is made again.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      finish(true);
    } catch {
      setPasskey(undefined);
      setFailure(t('signIn.passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Portalled out of the screen's form, but React bubbles its submit there.
    event.stopPropagation();
    const factorError = askFactor ? secondFactorError(factor, t) : undefined;
    if (!password || factorError) {
      setFailure(factorError ?? t('signIn.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      if (reason === 'power') {
        await post('session/reauth', { password });
        // A new session came with it: its CSRF token, before the refused call is made again.
        await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
        finish(true);
        return;
      }
      await post('session', { email, password, ...(askFactor ? secondFactorBody(factor) : {}) });
      // The new session's CSRF token, before the refused call is made again.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      finish(true);
    } catch (error) {
      const challenge = passkeyChallenge(error);
      if (challenge) setPasskey(challenge);
      if (challenge && error instanceof StudioApiError && !error.fields.totp) setFailure('');
      else if (error instanceof StudioApiError && error.status === 401 && (error.fields.totp || error.fields.recoveryCode)) {
        setFailure(askFactor ? t(error.fields.totp ? 'signIn.totpInvalid' : 'signIn.recoveryInvalid') : '');
        setAskFactor(true);
        setTimeout(() => document.getElementById(secondFactorId(factor.kind))?.focus(), 0);
      } else if (error instanceof StudioApiError && error.status === 400 && error.fields.password) setFailure(t('account.passwordWrong'));
      else if (error instanceof StudioApiError && error.status === 401) setFailure(t('signIn.failed'));
      else if (error instanceof StudioApiError && error.status === 429) setFailure(t('reauth.tooMany'));
      else setFailure(t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  const cancel = reason === 'power' ? 'reauth.powerCancel' : 'reauth.cancel';
  return (
    <Modal open={open} title={t(reason === 'power' ? 'reauth.powerTitle' : 'reauth.title')} onClose={() => finish(false)} closeLabel={t(cancel)}>
      <p>{t(reason === 'power' ? 'reauth.powerIntro' : 'reauth.intro', { email })}</p>
      <div aria-live="assertive">{failure ? <Notice kind="alert">{failure}</Notice> : null}</div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <TextField id="reauth-password" type="password" label={t('signIn.password')} value={password} onChange={setPassword} autoComplete="current-password" />
        {askFactor ? <SecondFactorField factor={factor} onChange={setFactor} /> : null}
        <p>
          <Button type="submit" disabled={busy}>
            {t(reason === 'power' ? 'reauth.powerSubmit' : 'reauth.submit')}
          </Button>{' '}
          {passkey || (reason === 'power' && me.passkeys > 0) ? (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => void withPasskey()}>
                {t('signIn.usePasskey')}
              </Button>{' '}
            </>
          ) : null}
          <Button variant="ghost" onClick={() => finish(false)}>
            {t(cancel)}
          </Button>
        </p>
      </form>
    </Modal>
  );
}

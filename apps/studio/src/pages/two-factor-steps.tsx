import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@inphr/ui';
import type { StudioRecoveryCodes, StudioTotpSetup } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { meQuery } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatTime } from '../ui/format';
import { QrCode } from '../ui/qr-code';
import { Actions } from '../ui/page';
import { StepTitle } from './recovery-codes';

/** What asks for the password first: every change of one's second factor. */
export type TwoFactorAction = 'setup' | 'move' | 'codes' | 'off';

export type Note = { kind: 'status' | 'alert'; text: string };

/** The message for a failed call that is not about a field: throttled, changed meanwhile, or unreachable. */
function failureNote(error: unknown, t: TFunction, lang: string): Note {
  if (error instanceof StudioApiError && error.status === 429) {
    const seconds = Number(error.fields.retryAfter) || 60;
    return { kind: 'alert', text: t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), lang) }) };
  }
  if (error instanceof StudioApiError && error.status === 409) return { kind: 'alert', text: t('account.totpStale') };
  return { kind: 'alert', text: t('errors.unavailable') };
}

const PASSWORD_STEP = {
  setup: { title: undefined, hint: undefined, submit: 'account.totpStart' },
  move: { title: 'account.totpMove', hint: 'account.totpMoveHint', submit: 'account.continue' },
  codes: { title: 'account.recoveryNew', hint: 'account.recoveryNewHint', submit: 'account.recoveryMake' },
  off: { title: 'account.totpOffTitle', hint: 'account.totpOffWarning', submit: 'account.totpOff' },
} as const;

interface PasswordStepProps {
  action: TwoFactorAction;
  onNote: (note: Note | undefined) => void;
  onKey: (setup: StudioTotpSetup) => void;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
  /** Absent where the form is the panel's only content (two-factor sign-in is off). */
  onCancel?: () => void;
}

/** The password, asked before each change; turning off is asked once more in a dialog. */
export function PasswordStep({ action, onNote, onKey, onCodes, onOff, onCancel }: PasswordStepProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmOff, setConfirmOff] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = PASSWORD_STEP[action];
  useEffect(() => {
    if (action !== 'setup') heading.current?.focus();
  }, [action]);

  const send = useMutation({
    mutationFn: async () => {
      if (action === 'codes') return post<StudioRecoveryCodes>('me/recovery-codes', { password });
      if (action === 'off') return post<void>('me/totp/off', { password });
      return post<StudioTotpSetup>('me/totp', { password });
    },
    onSuccess: async (result) => {
      setConfirmOff(false);
      if (action === 'setup' || action === 'move') return onKey(result as StudioTotpSetup);
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      if (action === 'codes') onCodes((result as StudioRecoveryCodes).recoveryCodes);
      else onOff();
    },
    onError: async (failure) => {
      setConfirmOff(false);
      if (failure instanceof StudioApiError && failure.status === 400 && failure.fields.password) {
        setError(t('account.passwordWrong'));
        document.getElementById('account-totp-password')?.focus();
        return;
      }
      onNote(failureNote(failure, t, i18n.language));
      if (failure instanceof StudioApiError && failure.status === 409) await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onNote(undefined);
    if (!password) {
      setError(t('signIn.passwordRequired'));
      document.getElementById('account-totp-password')?.focus();
      return;
    }
    setError(undefined);
    if (action === 'off') setConfirmOff(true);
    else send.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      {texts.title ? (
        <StepTitle ref={heading} tabIndex={-1}>
          {t(texts.title)}
        </StepTitle>
      ) : null}
      {texts.hint ? <p>{t(texts.hint)}</p> : null}
      <Field>
        <TextField
          id="account-totp-password"
          type="password"
          label={t('account.yourPassword')}
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="current-password"
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={send.isPending}>
          {t(texts.submit)}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </Actions>
      <ConfirmDialog
        open={confirmOff}
        title={t('account.totpOffConfirm')}
        message={t('account.totpOffWarning')}
        confirmLabel={t('account.totpOff')}
        busy={send.isPending}
        onConfirm={() => send.mutate()}
        onCancel={() => setConfirmOff(false)}
      />
    </form>
  );
}

interface KeyStepProps {
  setup: StudioTotpSetup;
  moving: boolean;
  onNote: (note: Note | undefined) => void;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}

/** The new key as a QR code and as text, and the app's first code to confirm it. */
export function KeyStep({ setup, moving, onNote, onConfirmed, onCancel }: KeyStepProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const confirm = useMutation({
    mutationFn: () => post<StudioRecoveryCodes>('me/totp/confirm', { code }),
    onSuccess: async ({ recoveryCodes }) => {
      // The other sessions have ended; this one goes on, and the panel shows the new state.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      onConfirmed(recoveryCodes);
    },
    onError: async (failure) => {
      if (failure instanceof StudioApiError && failure.status === 400) {
        setError(t('signIn.totpInvalid'));
        document.getElementById('account-totp-code')?.focus();
        return;
      }
      onNote(failureNote(failure, t, i18n.language));
      if (failure instanceof StudioApiError && failure.status === 409) {
        await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
        onCancel();
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onNote(undefined);
    if (!/^[0-9]{6}$/.test(code)) {
      setError(t('signIn.totpFormat'));
      document.getElementById('account-totp-code')?.focus();
      return;
    }
    setError(undefined);
    confirm.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <StepTitle ref={heading} tabIndex={-1}>
        {t('account.totpKeyTitle')}
      </StepTitle>
      {moving ? <p>{t('account.totpMoveKeep')}</p> : null}
      <p>{t('account.totpScanHint')}</p>
      <KeyBox>
        <QrCode value={setup.uri} label={t('account.totpQr')} />
        <div>
          <KeyLabel>{t('account.totpSecret')}</KeyLabel>
          <Secret translate="no">{setup.secret.match(/.{1,4}/g)?.join(' ')}</Secret>
          <p>{t('account.totpSetupHint')}</p>
        </div>
      </KeyBox>
      <Field>
        <TextField
          id="account-totp-code"
          label={t('signIn.totp')}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={confirm.isPending}>
          {t(moving ? 'account.totpMoveConfirm' : 'account.totpConfirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Actions>
    </form>
  );
}

const Field = styled.div`
  max-width: 22rem;
  margin-bottom: ${theme.space.md};
`;

const KeyBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.md};
  & > div {
    flex: 1 1 14rem;
  }
`;

const KeyLabel = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.medium};
`;

const Secret = styled.p`
  margin: ${theme.space.xxs} 0 ${theme.space.sm};
  /* Doubled: the base style's :lang(ja) font weighs as much as one class. */
  && {
    font-family: ${theme.fonts.mono};
  }
  font-size: ${theme.fontSizes.lg};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

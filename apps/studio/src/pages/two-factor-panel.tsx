import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@inphr/ui';
import { RECOVERY_CODE_COUNT, type StudioRecoveryCodes, type StudioTotpSetup } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { meQuery, useMe } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatTime } from '../ui/format';
import { QrCode } from '../ui/qr-code';
import { Actions, Badge, Notice, Panel, PanelTitle } from '../ui/page';
import { RecoveryCodes, StepTitle } from './recovery-codes';

/** What asks for the password first: every change of one's second factor. */
export type TwoFactorAction = 'setup' | 'move' | 'codes' | 'off';

export type TwoFactorStep =
  | { kind: 'idle' }
  | { kind: 'password'; action: TwoFactorAction }
  | { kind: 'key'; setup: StudioTotpSetup; moving: boolean }
  | { kind: 'codes'; codes: string[] };

export type TwoFactorEvent =
  | { type: 'ask'; action: TwoFactorAction }
  | { type: 'key'; setup: StudioTotpSetup; moving: boolean }
  | { type: 'codes'; codes: string[] }
  | { type: 'cancel' }
  | { type: 'done' };

/** The panel's steps. Done and Cancel drop what was shown (a key, the codes): it is not kept in memory. */
export function twoFactorStep(_step: TwoFactorStep, event: TwoFactorEvent): TwoFactorStep {
  switch (event.type) {
    case 'ask':
      return { kind: 'password', action: event.action };
    case 'key':
      return { kind: 'key', setup: event.setup, moving: event.moving };
    case 'codes':
      return { kind: 'codes', codes: event.codes };
    case 'cancel':
    case 'done':
      return { kind: 'idle' };
  }
}

type Note = { kind: 'status' | 'alert'; text: string };

/** The message for a failed call that is not about a field: throttled, changed meanwhile, or unreachable. */
function failureNote(error: unknown, t: TFunction, lang: string): Note {
  if (error instanceof StudioApiError && error.status === 429) {
    const seconds = Number(error.fields.retryAfter) || 60;
    return { kind: 'alert', text: t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), lang) }) };
  }
  if (error instanceof StudioApiError && error.status === 409) return { kind: 'alert', text: t('account.totpStale') };
  return { kind: 'alert', text: t('errors.unavailable') };
}

/** Two-factor sign-in: set up, moved to a new device, recovery codes made anew, turned off. */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const me = useMe();
  const [step, dispatch] = useReducer(twoFactorStep, { kind: 'idle' });
  const [note, setNote] = useState<Note | undefined>();
  const title = useRef<HTMLHeadingElement>(null);
  const back = (event: TwoFactorEvent) => {
    dispatch(event);
    // The step's content goes away: the keyboard goes on from the panel's title.
    setTimeout(() => title.current?.focus(), 0);
  };
  const asking = step.kind === 'password' ? step.action : step.kind === 'idle' && !me.totpEnabled ? 'setup' : undefined;

  return (
    <Panel aria-labelledby="account-totp">
      <PanelTitle id="account-totp" ref={title} tabIndex={-1}>
        {t('account.totp')}
      </PanelTitle>
      <div aria-live="polite">{note ? <Notice kind={note.kind}>{note.text}</Notice> : null}</div>
      {me.totpEnabled ? <TotpOn left={me.recoveryCodesLeft} /> : <p>{t('account.totpOffHint')}</p>}
      {step.kind === 'key' ? (
        <KeyStep
          key={step.setup.secret}
          setup={step.setup}
          moving={step.moving}
          onNote={setNote}
          onConfirmed={(codes) => {
            setNote({ kind: 'status', text: t(step.moving ? 'account.totpMoved' : 'account.totpEnabled') });
            dispatch({ type: 'codes', codes });
          }}
          onCancel={() => back({ type: 'cancel' })}
        />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} email={me.email} onDone={() => back({ type: 'done' })} />
      ) : asking ? (
        <PasswordStep
          key={asking}
          action={asking}
          onNote={setNote}
          onKey={(setup) => {
            setNote(undefined);
            dispatch({ type: 'key', setup, moving: asking === 'move' });
          }}
          onCodes={(codes) => {
            setNote({ kind: 'status', text: t('account.recoveryMade') });
            dispatch({ type: 'codes', codes });
          }}
          onOff={() => {
            setNote({ kind: 'status', text: t('account.totpDisabled') });
            back({ type: 'done' });
          }}
          onCancel={me.totpEnabled ? () => back({ type: 'cancel' }) : undefined}
        />
      ) : (
        <Actions>
          <Button variant="secondary" onClick={() => dispatch({ type: 'ask', action: 'codes' })}>
            {t('account.recoveryNew')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'ask', action: 'move' })}>
            {t('account.totpMove')}
          </Button>
          <Button variant="ghost" onClick={() => dispatch({ type: 'ask', action: 'off' })}>
            {t('account.totpOff')}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}

function TotpOn({ left }: { left: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Badge $tone="good">{t('staff.totpOn')}</Badge> {t('account.totpOnHint')}
      </p>
      <p>{t('account.recoveryLeft', { count: left, total: RECOVERY_CODE_COUNT })}</p>
      {left <= 2 ? <Warning>{t(left === 0 ? 'account.recoveryNone' : 'account.recoveryFew')}</Warning> : null}
    </>
  );
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
function PasswordStep({ action, onNote, onKey, onCodes, onOff, onCancel }: PasswordStepProps) {
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
function KeyStep({ setup, moving, onNote, onConfirmed, onCancel }: KeyStepProps) {
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

const Warning = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid #8a4b00;
  background: ${theme.colors.surface};
`;

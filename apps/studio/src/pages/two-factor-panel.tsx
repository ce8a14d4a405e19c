import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import { RECOVERY_CODE_COUNT, type StudioTotpSetup } from '@inphr/api';
import { useMe } from '../app/session';
import { Actions, Badge, Notice, Panel, PanelTitle } from '../ui/page';
import { RecoveryCodes } from './recovery-codes';
import { KeyStep, PasswordStep, type Note, type TwoFactorAction } from './two-factor-steps';

export type { TwoFactorAction };

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
      {!me.totpEnabled && me.passkeys > 0 && step.kind === 'idle' ? (
        // Passkeys only: their recovery codes are made anew here too.
        <>
          <RecoveryLeft left={me.recoveryCodesLeft} />
          <Actions>
            <Button variant="secondary" onClick={() => dispatch({ type: 'ask', action: 'codes' })}>
              {t('account.recoveryNew')}
            </Button>
          </Actions>
        </>
      ) : null}
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
      <RecoveryLeft left={left} />
    </>
  );
}

function RecoveryLeft({ left }: { left: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('account.recoveryLeft', { count: left, total: RECOVERY_CODE_COUNT })}</p>
      {left <= 2 ? <Warning>{t(left === 0 ? 'account.recoveryNone' : 'account.recoveryFew')}</Warning> : null}
    </>
  );
}

const Warning = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid #8a4b00;
  background: ${theme.colors.surface};
`;

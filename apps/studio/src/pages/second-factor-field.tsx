import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, focusRing, theme } from '@inphr/ui';
import { RECOVERY_CODE_PATTERN } from '@inphr/api';

/** What proves the second factor at sign-in: the app's code, or one of the recovery codes (a lost device). */
export interface SecondFactor {
  kind: 'totp' | 'recoveryCode';
  value: string;
}

/** The field's id, per kind: the sign-in form focuses `sign-in-<field with an error>`. */
export const secondFactorId = (kind: SecondFactor['kind']) => `sign-in-${kind}`;

/** What is wrong with the typed value, checked before it is sent; undefined when it may be sent. */
export function secondFactorError(factor: SecondFactor, t: TFunction): string | undefined {
  if (factor.kind === 'recoveryCode') return RECOVERY_CODE_PATTERN.test(factor.value) ? undefined : t('signIn.recoveryFormat');
  return /^[0-9]{6}$/.test(factor.value) ? undefined : t('signIn.totpFormat');
}

/** The sign-in request's part for it: `totp` or `recoveryCode`, never both. */
export function secondFactorBody(factor: SecondFactor): { totp: string } | { recoveryCode: string } {
  return factor.kind === 'recoveryCode' ? { recoveryCode: factor.value.trim() } : { totp: factor.value };
}

interface SecondFactorFieldProps {
  factor: SecondFactor;
  onChange: (factor: SecondFactor) => void;
  error?: string;
  /** False for an account with passkeys and no authenticator app: the recovery code is its only other way. */
  totp?: boolean;
}

/** The code field, and a switch to a recovery-code field and back (the typed value is not carried over). */
export function SecondFactorField({ factor, onChange, error, totp = true }: SecondFactorFieldProps) {
  const { t } = useTranslation();
  const other = factor.kind === 'totp' ? 'recoveryCode' : 'totp';
  function switchKind() {
    onChange({ kind: other, value: '' });
    // The field that replaced this one takes the focus, so that the keyboard stays where it was.
    setTimeout(() => document.getElementById(secondFactorId(other))?.focus(), 0);
  }
  return (
    <Group>
      {factor.kind === 'totp' ? (
        <TextField
          id={secondFactorId('totp')}
          name="totp"
          label={t('signIn.totp')}
          hint={t('signIn.totpHint')}
          value={factor.value}
          onChange={(value) => onChange({ kind: 'totp', value: value.replace(/\D/g, '').slice(0, 6) })}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error}
          required
          requiredLabel={t('common.required')}
        />
      ) : (
        <TextField
          id={secondFactorId('recoveryCode')}
          name="recoveryCode"
          label={t('signIn.recoveryCode')}
          hint={t('signIn.recoveryHint')}
          value={factor.value}
          onChange={(value) => onChange({ kind: 'recoveryCode', value: value.slice(0, 16) })}
          autoComplete="off"
          error={error}
          required
          requiredLabel={t('common.required')}
        />
      )}
      {totp ? (
        <TextButton type="button" onClick={switchKind}>
          {t(factor.kind === 'totp' ? 'signIn.useRecoveryCode' : 'signIn.useTotp')}
        </TextButton>
      ) : null}
    </Group>
  );
}

const Group = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  & > :first-child {
    justify-self: stretch;
  }
`;

/** A button that reads as a link: a minor way round, beside the field it changes. */
const TextButton = styled.button`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

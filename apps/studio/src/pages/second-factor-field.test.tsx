import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import en from '@inphr/i18n/locales/en/studio.json';
import { SecondFactorField, secondFactorBody, secondFactorError, type SecondFactor } from './second-factor-field';

const i18n = createI18n('en', { studio: en });
i18n.setDefaultNamespace('studio');
const t = i18n.t.bind(i18n);

/** The field as the sign-in page holds it. */
function SignInSecondFactor() {
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'totp', value: '' });
  return (
    <I18nextProvider i18n={i18n}>
      <SecondFactorField factor={factor} onChange={setFactor} />
      <output>{JSON.stringify(secondFactorBody(factor))}</output>
    </I18nextProvider>
  );
}

describe('the second factor at sign-in', () => {
  it('switches the code field to a recovery-code field and back', async () => {
    const user = userEvent.setup();
    render(<SignInSecondFactor />);
    await user.type(screen.getByRole('textbox', { name: /^6-digit code/ }), '12a3456');
    expect(screen.getByRole('status')).toHaveTextContent('{"totp":"123456"}');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('textbox', { name: /^6-digit code/ })).toBeNull();
    const field = screen.getByRole('textbox', { name: /^Recovery code/ });
    await expect.poll(() => document.activeElement).toBe(field);
    expect(field).toHaveValue('');
    await user.type(field, 'abcde-fghij');
    expect(screen.getByRole('status')).toHaveTextContent('{"recoveryCode":"abcde-fghij"}');

    await user.click(screen.getByRole('button', { name: 'Use the code from the authenticator app instead' }));
    expect(screen.queryByRole('textbox', { name: /^Recovery code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^6-digit code/ })).toHaveValue('');
  });

  it('checks a recovery code’s form before it is sent', () => {
    for (const value of ['abcde-fghij', 'ABCDE FGHIJ', 'abcdefghij', ' abcde-fghij ']) {
      expect(secondFactorError({ kind: 'recoveryCode', value }, t), value).toBeUndefined();
    }
    for (const value of ['', '123456', 'abcde-fghi', 'abcde-fghi1', 'abcde--fghij']) {
      expect(secondFactorError({ kind: 'recoveryCode', value }, t), value).toBe('Enter a recovery code: ten letters and digits, e.g. abcde-fghij.');
    }
    expect(secondFactorError({ kind: 'totp', value: '123456' }, t)).toBeUndefined();
    expect(secondFactorError({ kind: 'totp', value: 'abcde-fghij' }, t)).toBe('Enter the 6 digits of the code.');
  });

  it('sends the recovery code instead of the code, never both', () => {
    expect(secondFactorBody({ kind: 'recoveryCode', value: ' abcde-fghij ' })).toEqual({ recoveryCode: 'abcde-fghij' });
    expect(secondFactorBody({ kind: 'totp', value: '123456' })).toEqual({ totp: '123456' });
  });
});

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@inphr/ui';
import { STAFF_PASSWORD_MIN_LENGTH } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { useMe } from '../app/session';
import { Actions, Badge, FieldGrid, Notice, PageHeading, Panel, PanelTitle } from '../ui/page';

export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <PageHeading>{t('account.title')}</PageHeading>
      <p>
        {t('account.signedInAs', {
          email: me.email,
          role: t(`roles.${me.role}`),
        })}
      </p>
      <PasswordPanel />
      <TotpPanel />
    </>
  );
}

function PasswordPanel() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const change = useMutation({
    mutationFn: () => post('me/password', { current, next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setNotice({ kind: 'status', text: t('account.passwordChanged') });
    },
    onError: (error) => {
      if (error instanceof StudioApiError && error.fields.current) setErrors({ current: t('account.currentWrong') });
      else if (error instanceof StudioApiError && error.fields.next)
        setErrors({
          next: t('staff.errors.weakPassword', {
            min: STAFF_PASSWORD_MIN_LENGTH,
          }),
        });
      else setNotice({ kind: 'alert', text: t('errors.unavailable') });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(current ? {} : { current: t('signIn.passwordRequired') }),
      ...(next.length >= STAFF_PASSWORD_MIN_LENGTH
        ? {}
        : {
            next: t('staff.errors.weakPassword', {
              min: STAFF_PASSWORD_MIN_LENGTH,
            }),
          }),
    };
    setErrors(found);
    setNotice(undefined);
    if (Object.keys(found).length === 0) change.mutate();
  }
  return (
    <Panel aria-labelledby="account-password">
      <PanelTitle id="account-password">{t('account.password')}</PanelTitle>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <form onSubmit={submit} noValidate>
        <FieldGrid>
          <TextField
            id="account-current"
            type="password"
            label={t('account.current')}
            value={current}
            onChange={setCurrent}
            error={errors.current}
            autoComplete="current-password"
          />
          <TextField
            id="account-next"
            type="password"
            label={t('account.next')}
            hint={t('staff.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
            value={next}
            onChange={setNext}
            error={errors.next}
            autoComplete="new-password"
          />
        </FieldGrid>
        <Actions>
          <Button type="submit" disabled={change.isPending}>
            {t('account.changePassword')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function TotpPanel() {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const start = useMutation({
    mutationFn: () => post<{ secret: string; uri: string }>('me/totp'),
    onSuccess: setSetup,
    onError: () => setError(t('errors.unavailable')),
  });
  const confirm = useMutation({
    mutationFn: () => post('me/totp/confirm', { code }),
    onSuccess: async () => {
      setSetup(undefined);
      setNotice(t('account.totpEnabled'));
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (e) => setError(e instanceof StudioApiError && e.status === 400 ? t('signIn.totpInvalid') : t('errors.unavailable')),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code)) {
      setError(t('signIn.totpFormat'));
      return;
    }
    setError('');
    confirm.mutate();
  }
  return (
    <Panel aria-labelledby="account-totp">
      <PanelTitle id="account-totp">{t('account.totp')}</PanelTitle>
      <div aria-live="polite">{notice ? <Notice kind="status">{notice}</Notice> : null}</div>
      {me.totpEnabled ? (
        <p>
          <Badge $tone="good">{t('staff.totpOn')}</Badge> {t('account.totpOnHint')}
        </p>
      ) : setup ? (
        <form onSubmit={submit} noValidate>
          <p>{t('account.totpSetupHint')}</p>
          <Secret aria-label={t('account.totpSecret')}>{setup.secret.match(/.{1,4}/g)?.join(' ')}</Secret>
          <TextField
            id="account-totp-code"
            label={t('signIn.totp')}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={error || undefined}
          />
          <Actions>
            <Button type="submit" disabled={confirm.isPending}>
              {t('account.totpConfirm')}
            </Button>
          </Actions>
        </form>
      ) : (
        <>
          <p>{t('account.totpOffHint')}</p>
          {error ? <Notice kind="alert">{error}</Notice> : null}
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {t('account.totpStart')}
          </Button>
        </>
      )}
    </Panel>
  );
}

const Secret = styled.p`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.lg};
  letter-spacing: 0.05em;
`;

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@inphr/ui';
import { STAFF_PASSWORD_MIN_LENGTH } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { meQuery, useMe } from '../app/session';
import { formatTime } from '../ui/format';
import { Actions, FieldGrid, Notice, PageHeading, Panel, PanelTitle } from '../ui/page';
import { TwoFactorPanel } from './two-factor-panel';
import { PasskeyPanel } from './passkey-panel';

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
      <PasskeyPanel />
      <TwoFactorPanel />
    </>
  );
}

/** Also the whole studio while an admin requires a new password (app/password-required.tsx). */
export function PasswordPanel() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const change = useMutation({
    mutationFn: () => post('me/password', { current, next }),
    onSuccess: async () => {
      // The session goes on under a new token and CSRF token.
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      setCurrent('');
      setNext('');
      setNotice({ kind: 'status', text: t('account.passwordChanged') });
    },
    onError: (error) => {
      if (error instanceof StudioApiError && error.status === 429) {
        const seconds = Number(error.fields.retryAfter) || 60;
        setNotice({ kind: 'alert', text: t('signIn.tooMany', { time: formatTime(new Date(Date.now() + seconds * 1000), i18n.language) }) });
      } else if (error instanceof StudioApiError && error.fields.current) setErrors({ current: t('account.currentWrong') });
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

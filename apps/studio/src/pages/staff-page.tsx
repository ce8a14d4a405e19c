import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@inphr/ui';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole, type StudioAccountLink, type StudioPage, type StudioStaffMember } from '@inphr/api';
import { StudioApiError, get, patch, post } from '../api/client';
import { can, useMe } from '../app/session';
import { formatDateTime } from '../ui/format';
import { Actions, Badge, FieldGrid, Notice, PageHeading, Panel, PanelTitle, ListTable } from '../ui/page';
import { AccountLinkResult } from '../ui/account-link';
import { NotAllowedPage } from './not-allowed-page';
import { InvitePanel } from './staff-invite';
import { useStaffHelp } from './staff-help';

export function StaffPage() {
  const me = useMe();
  return can(me.role, 'admin') ? <StaffAdmin /> : <NotAllowedPage />;
}

function StaffAdmin() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['staff'],
    queryFn: () => get<StudioPage<StudioStaffMember>>('staff'),
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [linkShown, setLinkShown] = useState<{ title: string; email: string; link: StudioAccountLink } | undefined>();
  const help = useStaffHelp({
    ownEmail: me.email,
    onNotice: setNotice,
    onLink: (title, address, link) => {
      setNotice(undefined);
      setLinkShown({ title, email: address, link });
    },
  });
  const roleOptions = STAFF_ROLES.map((r) => ({
    value: r,
    label: t(`roles.${r}`),
  }));

  const create = useMutation({
    mutationFn: () => post('staff', { email: email.trim(), role, password }),
    onSuccess: async () => {
      setNotice({
        kind: 'status',
        text: t('staff.created', { email: email.trim() }),
      });
      setEmail('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => {
      if (error instanceof StudioApiError && error.status === 409) setErrors({ email: t('staff.errors.exists') });
      else if (error instanceof StudioApiError && error.fields.password)
        setErrors({
          password: t('staff.errors.weakPassword', {
            min: STAFF_PASSWORD_MIN_LENGTH,
          }),
        });
      else if (error instanceof StudioApiError && error.fields.email) setErrors({ email: t('staff.errors.email') });
      else setNotice({ kind: 'alert', text: t('errors.unavailable') });
    },
  });

  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: { role?: StaffRole; disabled?: boolean } }) => patch(`staff/${id}`, body),
    onSuccess: async () => {
      setNotice({ kind: 'status', text: t('staff.changed') });
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: async (error) => {
      setNotice({
        kind: 'alert',
        text: error instanceof StudioApiError && error.status === 409 ? t('staff.errors.lastAdmin') : t('errors.unavailable'),
      });
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? {} : { email: t('staff.errors.email') }),
      ...(password.length >= STAFF_PASSWORD_MIN_LENGTH
        ? {}
        : {
            password: t('staff.errors.weakPassword', {
              min: STAFF_PASSWORD_MIN_LENGTH,
            }),
          }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  }

  return (
    <>
      <PageHeading>{t('staff.title')}</PageHeading>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      {linkShown ? <AccountLinkResult {...linkShown} onClose={() => setLinkShown(undefined)} /> : null}
      {help.dialog}
      <ListTable
        caption={t('staff.title')}
        captionHidden
        columns={[
          { key: 'email', header: t('staff.columns.email') },
          { key: 'role', header: t('staff.columns.role') },
          { key: 'totp', header: t('staff.columns.totp'), hideOnMobile: true },
          {
            key: 'since',
            header: t('staff.columns.since'),
            hideOnMobile: true,
          },
          { key: 'access', header: t('staff.columns.access') },
          { key: 'help', header: t('staff.help.column') },
        ]}
        rows={(list.data?.items ?? []).map((member) => ({
          key: String(member.id),
          cells: {
            email: member.email,
            role: (
              <Select
                id={`staff-role-${member.id}`}
                label={t('staff.roleOf', { email: member.email })}
                hideLabel
                value={member.role}
                options={roleOptions}
                disabled={change.isPending || member.email === me.email}
                onChange={(value) =>
                  change.mutate({
                    id: member.id,
                    body: { role: value as StaffRole },
                  })
                }
              />
            ),
            totp: member.totpEnabled ? <Badge $tone="good">{t('staff.totpOn')}</Badge> : <Badge $tone="muted">{t('staff.totpOff')}</Badge>,
            since: formatDateTime(member.createdAt, i18n.language),
            access:
              member.email === me.email ? (
                <Badge>{t('staff.you')}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate({
                      id: member.id,
                      body: { disabled: !member.disabledAt },
                    })
                  }
                  aria-label={member.disabledAt ? t('staff.enableOf', { email: member.email }) : t('staff.disableOf', { email: member.email })}
                >
                  {member.disabledAt ? t('staff.enable') : t('staff.disable')}
                </Button>
              ),
            help: help.actionsFor(member),
          },
        }))}
        emptyText={list.isPending ? t('app.loading') : t('staff.empty')}
      />
      <InvitePanel
        onInvited={(address, link) => {
          setNotice(undefined);
          setLinkShown({ title: t('staff.invite.sent', { email: address }), email: address, link });
        }}
      />
      <Panel aria-labelledby="staff-new">
        <PanelTitle id="staff-new">{t('staff.new')}</PanelTitle>
        <p>{t('staff.newHint')}</p>
        <form onSubmit={submit} noValidate>
          <FieldGrid>
            <TextField
              id="staff-email"
              type="email"
              label={t('staff.columns.email')}
              value={email}
              onChange={setEmail}
              error={errors.email}
              autoComplete="off"
              required
              requiredLabel={t('common.required')}
            />
            <Select id="staff-role" label={t('staff.columns.role')} value={role} options={roleOptions} onChange={(value) => setRole(value as StaffRole)} />
            <TextField
              id="staff-password"
              type="password"
              label={t('staff.password')}
              hint={t('staff.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="new-password"
              required
              requiredLabel={t('common.required')}
            />
          </FieldGrid>
          <Actions>
            <Button type="submit" disabled={create.isPending}>
              {t('staff.create')}
            </Button>
          </Actions>
        </form>
      </Panel>
    </>
  );
}

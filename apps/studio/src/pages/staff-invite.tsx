import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@inphr/ui';
import { STAFF_ROLES, type StaffRole, type StudioAccountLink } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { Actions, FieldGrid, Notice, Panel, PanelTitle } from '../ui/page';

/** An admin invites an address with a role: the person gets a single-use link and chooses their own password. */
export function InvitePanel({ onInvited }: { onInvited: (email: string, link: StudioAccountLink) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const invite = useMutation({
    mutationFn: (address: string) => post<StudioAccountLink>('staff/invitations', { email: address, role }),
    onSuccess: async (link, address) => {
      setEmail('');
      onInvited(address, link);
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
    onError: (caught) => {
      if (caught instanceof StudioApiError && caught.status === 409) setError(t('staff.errors.exists'));
      else if (caught instanceof StudioApiError && caught.fields.email) setError(t('staff.errors.email'));
      else setFailure(t('errors.unavailable'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(t('staff.errors.email'));
      document.getElementById('invite-email')?.focus();
      return;
    }
    setError('');
    invite.mutate(address);
  }

  return (
    <Panel aria-labelledby="staff-invite">
      <PanelTitle id="staff-invite">{t('staff.invite.title')}</PanelTitle>
      <p>{t('staff.invite.hint')}</p>
      <div aria-live="polite">{failure ? <Notice kind="alert">{failure}</Notice> : null}</div>
      <form onSubmit={submit} noValidate>
        <FieldGrid>
          <TextField
            id="invite-email"
            type="email"
            label={t('staff.columns.email')}
            value={email}
            onChange={setEmail}
            error={error || undefined}
            autoComplete="off"
            required
            requiredLabel={t('common.required')}
          />
          <Select
            id="invite-role"
            label={t('staff.columns.role')}
            value={role}
            options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            onChange={(value) => setRole(value as StaffRole)}
          />
        </FieldGrid>
        <Actions>
          <Button type="submit" disabled={invite.isPending}>
            {t('staff.invite.submit')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

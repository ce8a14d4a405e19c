import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import type { StudioAccountLink, StudioStaffMember } from '@inphr/api';
import { StudioApiError, patch, post } from '../api/client';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Badge } from '../ui/page';

type HelpKind = 'resetPassword' | 'resetTotp' | 'requirePassword';
interface Pending {
  kind: HelpKind;
  member: StudioStaffMember;
}

export interface StaffHelpOptions {
  /** Not offered for one's own account (the server refuses it: that is the account page). */
  ownEmail: string;
  onNotice: (notice: { kind: 'status' | 'alert'; text: string }) => void;
  onLink: (title: string, email: string, link: StudioAccountLink) => void;
}

/**
 * What an admin does to help someone back in: a password reset link, the second factor taken off,
 * a new password required. Each asks first (one dialog for the page).
 */
export function useStaffHelp({ ownEmail, onNotice, onLink }: StaffHelpOptions): { actionsFor: (member: StudioStaffMember) => ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | undefined>();
  const run = useMutation({
    mutationFn: async ({ kind, member }: Pending): Promise<StudioAccountLink | undefined> => {
      if (kind === 'resetPassword') return post<StudioAccountLink>(`staff/${member.id}/password-reset`);
      if (kind === 'resetTotp') await post(`staff/${member.id}/totp-reset`);
      else await patch(`staff/${member.id}`, { mustChangePassword: true });
      return undefined;
    },
    onSuccess: async (link, { kind, member }) => {
      setPending(undefined);
      if (link) onLink(t('staff.help.resetPasswordDone', { email: member.email }), member.email, link);
      else onNotice({ kind: 'status', text: t(kind === 'resetTotp' ? 'staff.help.resetTotpDone' : 'staff.help.requirePasswordDone', { email: member.email }) });
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => {
      setPending(undefined);
      const own = error instanceof StudioApiError && error.status === 403 && error.fields.account;
      onNotice({ kind: 'alert', text: own ? t('staff.help.ownAccount') : t('errors.unavailable') });
    },
  });

  const ask = (kind: HelpKind, member: StudioStaffMember) => () => setPending({ kind, member });
  const actionsFor = (member: StudioStaffMember) =>
    member.email === ownEmail ? null : (
      <Row>
        <Button variant="secondary" onClick={ask('resetPassword', member)} aria-label={t('staff.help.resetPasswordOf', { email: member.email })}>
          {t('staff.help.resetPassword')}
        </Button>
        {member.totpEnabled ? (
          <Button variant="secondary" onClick={ask('resetTotp', member)} aria-label={t('staff.help.resetTotpOf', { email: member.email })}>
            {t('staff.help.resetTotp')}
          </Button>
        ) : null}
        {member.mustChangePassword ? (
          <Badge $tone="warn">{t('staff.help.passwordRequired')}</Badge>
        ) : (
          <Button variant="secondary" onClick={ask('requirePassword', member)} aria-label={t('staff.help.requirePasswordOf', { email: member.email })}>
            {t('staff.help.requirePassword')}
          </Button>
        )}
      </Row>
    );

  const email = pending?.member.email ?? '';
  const dialog = (
    <ConfirmDialog
      open={Boolean(pending)}
      title={pending ? t(`staff.help.${pending.kind}Title`, { email }) : ''}
      message={pending ? t(`staff.help.${pending.kind}Message`) : ''}
      confirmLabel={pending ? t(`staff.help.${pending.kind}`) : ''}
      busy={run.isPending}
      onConfirm={() => pending && run.mutate(pending)}
      onCancel={() => setPending(undefined)}
    />
  );
  return { actionsFor, dialog };
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

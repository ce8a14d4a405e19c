import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select, type SelectOption } from '@inphr/ui';
import type { StudioInquiryAssignee } from '@inphr/api';
import { StudioApiError, get, patch } from '../api/client';

/*
 * Who handles an inquiry: editors and admins choose them (anyone the server lists as assignable, or
 * nobody), other roles read the name. The server refuses an account that may no longer be assigned
 * (disabled, or now a viewer) with a 400 naming `assignedTo`.
 */

const assignableQuery = {
  queryKey: ['staff', 'assignable'],
  queryFn: () => get<StudioInquiryAssignee[]>('staff/assignable'),
} as const;

/**
 * The choices: nobody, then the assignable staff. The current assignee stays a choice even when no
 * longer assignable (disabled or demoted since), so that the select shows what is stored.
 */
export function assigneeOptions(staff: readonly StudioInquiryAssignee[], current: StudioInquiryAssignee | null, nobody: string): SelectOption[] {
  const listed = current && !staff.some((s) => s.id === current.id) ? [current, ...staff] : staff;
  return [{ value: '', label: nobody }, ...listed.map((s) => ({ value: String(s.id), label: s.email }))];
}

/** What the page announces after a change: done, or why not. */
export type AssigneeOutcome = { kind: 'status' | 'alert'; text: string };

export function InquiryAssigneeSelect({
  inquiryId,
  assignedTo,
  onOutcome,
}: {
  inquiryId: number;
  assignedTo: StudioInquiryAssignee | null;
  onOutcome: (outcome: AssigneeOutcome) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staff = useQuery(assignableQuery);
  const assign = useMutation({
    mutationFn: (staffId: number | null) => patch<{ assignedTo: StudioInquiryAssignee | null }>(`inquiries/${inquiryId}`, { assignedTo: staffId }),
    onSuccess: async ({ assignedTo: now }) => {
      onOutcome({ kind: 'status', text: now ? t('inquiries.assignee.assigned', { email: now.email }) : t('inquiries.assignee.unassigned') });
      await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
    },
    onError: async (error) => {
      const refused = error instanceof StudioApiError && error.status === 400 && 'assignedTo' in error.fields;
      onOutcome({
        kind: 'alert',
        text: refused
          ? t('inquiries.assignee.refused')
          : error instanceof StudioApiError && error.status === 403
            ? t('errors.forbidden')
            : t('errors.unavailable'),
      });
      // Whoever was refused has left the list since it was read.
      if (refused) await queryClient.invalidateQueries({ queryKey: assignableQuery.queryKey });
    },
  });
  return (
    <Select
      id="inquiry-assignee"
      label={t('inquiries.assignee.label')}
      value={assignedTo ? String(assignedTo.id) : ''}
      options={assigneeOptions(staff.data ?? [], assignedTo, t('inquiries.assignee.nobody'))}
      onChange={(value) => assign.mutate(value ? Number(value) : null)}
      disabled={assign.isPending || staff.isPending}
    />
  );
}

import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '@inphr/ui';
import { INQUIRY_ASSIGNED_FILTERS, INQUIRY_STATUSES, type InquiryAssignedFilter, type StudioInquiryPage, type StudioRetention } from '@inphr/api';
import { get, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { Muted, Notice, PageHeading, ListTable } from '../ui/page';
import { ListFilters, ListPagination, useListParams } from '../ui/list-controls';
import { formatDateTime } from '../ui/format';
import { senderLine } from './inquiry-sender';
import { InquiryStatusBadge } from './inquiry-status';
import { InquiryExport } from './inquiry-export';

/** The `assigned` of the address as the server reads it: one of the filters, or '' (all). */
function assignedFilter(value: string): InquiryAssignedFilter | '' {
  return (INQUIRY_ASSIGNED_FILTERS as readonly string[]).includes(value) ? (value as InquiryAssignedFilter) : '';
}

export function InquiryListPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { page, q, status, extra, update } = useListParams(['assigned']);
  const assigned = assignedFilter(extra.assigned);
  const list = useQuery({
    queryKey: ['inquiries', 'list', { page, q, status, assigned }],
    queryFn: () => get<StudioInquiryPage>(`inquiries${query({ page, q, status, assigned })}`),
    placeholderData: keepPreviousData,
  });
  const retention = useQuery({
    queryKey: ['inquiries', 'retention'],
    queryFn: () => get<StudioRetention>('inquiries/retention'),
  });

  return (
    <>
      <PageHeading
        actions={
          can(me.role, 'edit') ? (
            // The CSV of the list as filtered: the file the export command writes.
            <InquiryExport filter={{ q, status, assigned }} />
          ) : null
        }
      >
        {t('inquiries.title')}
      </PageHeading>
      {retention.data ? (
        <p>
          {retention.data.lastRunAt
            ? t('inquiries.retention', {
                days: retention.data.retentionDays,
                date: formatDateTime(retention.data.lastRunAt, i18n.language),
                count: retention.data.removed ?? 0,
              })
            : t('inquiries.retentionNever', {
                days: retention.data.retentionDays,
              })}
        </p>
      ) : null}
      {/* The work waiting, whatever the filters show. */}
      {list.data ? <p>{t('inquiries.newCount', { count: list.data.newCount })}</p> : null}
      <ListFilters
        idPrefix="inquiries"
        q={q}
        status={status}
        statuses={INQUIRY_STATUSES.map((s) => ({
          value: s,
          label: t(`inquiries.status.${s}`),
        }))}
        onChange={update}
      >
        <Select
          id="inquiries-assigned"
          label={t('inquiries.assigned.label')}
          value={assigned}
          options={[
            { value: '', label: t('inquiries.assigned.all') },
            { value: 'mine', label: t('inquiries.assigned.mine') },
            { value: 'unassigned', label: t('inquiries.assigned.unassigned') },
          ]}
          onChange={(value) => update({ assigned: value })}
        />
      </ListFilters>
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      <p aria-live="polite">{list.data ? t('common.count', { count: list.data.total }) : t('app.loading')}</p>
      <ListTable
        caption={t('inquiries.title')}
        captionHidden
        columns={[
          { key: 'date', header: t('inquiries.columns.received') },
          { key: 'title', header: t('inquiries.columns.subject') },
          {
            key: 'from',
            header: t('inquiries.columns.from'),
            hideOnMobile: true,
          },
          {
            key: 'assignee',
            header: t('inquiries.columns.assignee'),
            hideOnMobile: true,
          },
          { key: 'status', header: t('common.status') },
        ]}
        rows={(list.data?.items ?? []).map((item) => ({
          key: String(item.id),
          onActivate: () => void navigate(studioPaths.inquiry(item.id)),
          cells: {
            date: formatDateTime(item.createdAt, i18n.language),
            title: <Link to={studioPaths.inquiry(item.id)}>{item.title}</Link>,
            from: senderLine(item),
            assignee: item.assignedTo ? item.assignedTo.email : <Muted>{t('inquiries.assignee.nobody')}</Muted>,
            status: <InquiryStatusBadge status={item.status} />,
          },
        }))}
        emptyText={list.isPending ? t('app.loading') : t('inquiries.empty')}
      />
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(p) => update({ q, status, page: p })} />
    </>
  );
}

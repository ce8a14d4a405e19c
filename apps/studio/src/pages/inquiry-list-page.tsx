import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@inphr/ui';
import { INQUIRY_STATUSES, type StudioInquiryListItem, type StudioPage, type StudioRetention } from '@inphr/api';
import { STUDIO_API_BASE, get, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { Notice, PageHeading, ListTable } from '../ui/page';
import { ListFilters, ListPagination, useListParams } from '../ui/list-controls';
import { formatDateTime } from '../ui/format';
import { senderLine } from './inquiry-sender';
import { InquiryStatusBadge } from './inquiry-status';

export function InquiryListPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { page, q, status, update } = useListParams();
  const list = useQuery({
    queryKey: ['inquiries', 'list', { page, q, status }],
    queryFn: () => get<StudioPage<StudioInquiryListItem>>(`inquiries${query({ page, q, status })}`),
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
            <LinkButton variant="secondary" href={`${STUDIO_API_BASE}inquiries/export${query({ q, status })}`} download>
              {t('inquiries.export')}
            </LinkButton>
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
      <ListFilters
        idPrefix="inquiries"
        q={q}
        status={status}
        statuses={INQUIRY_STATUSES.map((s) => ({
          value: s,
          label: t(`inquiries.status.${s}`),
        }))}
        onChange={update}
      />
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
          { key: 'status', header: t('common.status') },
        ]}
        rows={(list.data?.items ?? []).map((item) => ({
          key: String(item.id),
          onActivate: () => void navigate(studioPaths.inquiry(item.id)),
          cells: {
            date: formatDateTime(item.createdAt, i18n.language),
            title: <Link to={studioPaths.inquiry(item.id)}>{item.title}</Link>,
            from: senderLine(item),
            status: <InquiryStatusBadge status={item.status} />,
          },
        }))}
        emptyText={list.isPending ? t('app.loading') : t('inquiries.empty')}
      />
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(p) => update({ q, status, page: p })} />
    </>
  );
}

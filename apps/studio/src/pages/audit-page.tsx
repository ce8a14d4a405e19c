import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Select, TextField, theme } from '@inphr/ui';
import type { StudioAuditEntry, StudioPage } from '@inphr/api';
import { get, query } from '../api/client';
import { can, useMe } from '../app/session';
import { formatDateTime } from '../ui/format';
import { Filters, Notice, PageHeading, ListTable } from '../ui/page';
import { ListPagination } from '../ui/list-controls';
import { NotAllowedPage } from './not-allowed-page';

export function AuditPage() {
  const me = useMe();
  return can(me.role, 'admin') ? <AuditLog /> : <NotAllowedPage />;
}

/** The kinds of things the log names, for its action filter (each kind's actions follow it). */
const KINDS = ['news', 'image', 'faq', 'inquiry', 'staff', 'session'] as const;

function AuditLog() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { actor: params.get('actor') ?? '', action: params.get('action') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const list = useQuery({
    queryKey: ['audit', page, filter],
    queryFn: () =>
      get<StudioPage<StudioAuditEntry>>(
        `audit${query({
          page,
          actor: filter.actor,
          action: filter.action,
          // Whole days of the person's own calendar.
          from: filter.from ? new Date(`${filter.from}T00:00`).toISOString() : undefined,
          to: filter.to ? new Date(new Date(`${filter.to}T00:00`).getTime() + 86_400_000).toISOString() : undefined,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const actors = useQuery({ queryKey: ['audit', 'actors'], queryFn: () => get<{ actors: string[] }>('audit/actors') });
  function update(next: Partial<typeof filter> & { page?: number }) {
    const merged = { ...filter, page: 1, ...next };
    const out = new URLSearchParams();
    for (const key of ['actor', 'action', 'from', 'to'] as const) if (merged[key]) out.set(key, merged[key]);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  }
  const actionOptions = KINDS.flatMap((kind) => [
    { value: kind, label: t(`audit.kinds.${kind}`) },
    ...Object.keys(t(`audit.actions.${kind}`, { returnObjects: true }) as Record<string, string>).map((action) => ({
      value: `${kind}.${action}`,
      label: `— ${t(`audit.actions.${kind}.${action}`)}`,
    })),
  ]);
  return (
    <>
      <PageHeading>{t('audit.title')}</PageHeading>
      <p>{t('audit.intro')}</p>
      <Filters>
        <Select
          id="audit-actor"
          label={t('audit.filters.actor')}
          value={filter.actor}
          options={[
            { value: '', label: t('audit.filters.anyone') },
            { value: 'system', label: t('audit.system') },
            { value: 'visitor', label: t('audit.visitor') },
            ...(actors.data?.actors ?? []).filter((a) => a !== 'system').map((a) => ({ value: a, label: a })),
          ]}
          onChange={(actor) => update({ actor })}
        />
        <Select
          id="audit-action"
          label={t('audit.filters.action')}
          value={filter.action}
          options={[{ value: '', label: t('audit.filters.anything') }, ...actionOptions]}
          onChange={(action) => update({ action })}
        />
        <TextField id="audit-from" type="date" label={t('audit.filters.from')} value={filter.from} onChange={(from) => update({ from })} />
        <TextField id="audit-to" type="date" label={t('audit.filters.to')} value={filter.to} onChange={(to) => update({ to })} />
      </Filters>
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      <p aria-live="polite">{list.data ? t('common.count', { count: list.data.total }) : t('app.loading')}</p>
      <ListTable
        caption={t('audit.title')}
        captionHidden
        columns={[
          { key: 'at', header: t('audit.columns.at') },
          { key: 'actor', header: t('audit.columns.actor') },
          { key: 'action', header: t('audit.columns.action') },
          {
            key: 'change',
            header: t('audit.columns.change'),
            hideOnMobile: true,
          },
        ]}
        rows={(list.data?.items ?? []).map((entry) => {
          const words = i18n.exists(`audit.actions.${entry.action}`) ? t(`audit.actions.${entry.action}`) : t('audit.otherAction');
          return {
            key: String(entry.id),
            cells: {
              at: formatDateTime(entry.at, i18n.language),
              actor: entry.actor === null ? t('audit.visitor') : entry.actor === 'system' ? t('audit.system') : entry.actor,
              action: entry.subject ? t('audit.sentence', { action: words, subject: entry.subject }) : words,
              change: (
                <details>
                  <summary>{t('audit.show')}</summary>
                  {/* The code, for a search of the log or a report to an operator. */}
                  <Code>{entry.action}</Code> {entry.entityId ? <Code>#{entry.entityId}</Code> : null}
                  {entry.before ? (
                    <>
                      <strong>{t('audit.before')}</strong>
                      <Pre>{JSON.stringify(entry.before, null, 2)}</Pre>
                    </>
                  ) : null}
                  {entry.after ? (
                    <>
                      <strong>{t('audit.after')}</strong>
                      <Pre>{JSON.stringify(entry.after, null, 2)}</Pre>
                    </>
                  ) : null}
                </details>
              ),
            },
          };
        })}
        emptyText={list.isPending ? t('app.loading') : t('audit.empty')}
      />
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(p) => update({ page: p })} />
    </>
  );
}

const Code = styled.code`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
`;

const Pre = styled.pre`
  max-width: 40rem;
  max-height: 20rem;
  overflow: auto;
  padding: ${theme.space.xs};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

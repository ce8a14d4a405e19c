import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@inphr/ui';
import type { StudioAuditEntry, StudioPage } from '@inphr/api';
import { get, query } from '../api/client';
import { can, useMe } from '../app/session';
import { formatDateTime } from '../ui/format';
import { Notice, PageHeading, ListTable } from '../ui/page';
import { ListPagination, useListParams } from '../ui/list-controls';
import { NotFoundPage } from './not-found-page';

export function AuditPage() {
  const me = useMe();
  return can(me.role, 'admin') ? <AuditLog /> : <NotFoundPage />;
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const { page, update } = useListParams();
  const list = useQuery({
    queryKey: ['audit', page],
    queryFn: () => get<StudioPage<StudioAuditEntry>>(`audit${query({ page })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeading>{t('audit.title')}</PageHeading>
      <p>{t('audit.intro')}</p>
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
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
        rows={(list.data?.items ?? []).map((entry) => ({
          key: String(entry.id),
          cells: {
            at: formatDateTime(entry.at, i18n.language),
            actor: entry.actor === null ? t('audit.visitor') : entry.actor === 'system' ? t('audit.system') : entry.actor,
            action: (
              <>
                {/* A name in the studio's language where there is one; the code always (what a search of the log finds). */}
                {i18n.exists(`audit.actions.${entry.action}`) ? <ActionName>{t(`audit.actions.${entry.action}`)}</ActionName> : null}
                <Code>{entry.action}</Code> {entry.entityId ? <Code>#{entry.entityId}</Code> : null}
              </>
            ),
            change:
              entry.before || entry.after ? (
                <details>
                  <summary>{t('audit.show')}</summary>
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
              ) : null,
          },
        }))}
        emptyText={list.isPending ? t('app.loading') : t('audit.empty')}
      />
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(p) => update({ page: p })} />
    </>
  );
}

const ActionName = styled.span`
  display: block;
`;

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

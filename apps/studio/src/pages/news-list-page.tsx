import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@inphr/ui';
import { LANGUAGES } from '@inphr/content';
import type { StudioNewsListItem, StudioPage } from '@inphr/api';
import { get, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { PageHeading, Badge, Muted, Notice, ListTable } from '../ui/page';
import { ListFilters, ListPagination, useListParams } from '../ui/list-controls';
import { formatDateTime } from '../ui/format';
import { NewsStatusBadge } from './news-status';

export function NewsListPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { page, q, status, update } = useListParams();
  const list = useQuery({
    queryKey: ['news', 'list', { page, q, status }],
    queryFn: () => get<StudioPage<StudioNewsListItem>>(`news${query({ page, q, status })}`),
    placeholderData: keepPreviousData,
  });
  const lang = i18n.language as (typeof LANGUAGES)[number];

  return (
    <>
      <PageHeading
        actions={
          can(me.role, 'edit') ? (
            <LinkButton
              href={`/studio${studioPaths.newsNew}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(studioPaths.newsNew);
              }}
            >
              {t('news.new')}
            </LinkButton>
          ) : null
        }
      >
        {t('news.title')}
      </PageHeading>
      <ListFilters
        idPrefix="news"
        q={q}
        status={status}
        statuses={[
          { value: 'draft', label: t('news.status.draft') },
          { value: 'published', label: t('news.status.published') },
          { value: 'scheduled', label: t('news.status.scheduled') },
        ]}
        onChange={update}
      />
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      <p aria-live="polite">{list.data ? t('common.count', { count: list.data.total }) : t('app.loading')}</p>
      <ListTable
        caption={t('news.title')}
        captionHidden
        columns={[
          { key: 'title', header: t('news.columns.title') },
          {
            key: 'languages',
            header: t('news.columns.languages'),
            hideOnMobile: true,
          },
          { key: 'status', header: t('common.status') },
          { key: 'date', header: t('news.columns.date'), hideOnMobile: true },
          {
            key: 'views',
            header: t('news.columns.views'),
            align: 'end',
            hideOnMobile: true,
          },
        ]}
        rows={(list.data?.items ?? []).map((item) => {
          const title = item.titles[lang] ?? LANGUAGES.map((l) => item.titles[l]).find(Boolean) ?? '';
          return {
            key: String(item.id),
            onActivate: () => void navigate(studioPaths.newsEdit(item.id)),
            cells: {
              title: <Link to={studioPaths.newsEdit(item.id)}>{title || <Muted>{t('news.untitled')}</Muted>}</Link>,
              languages: LANGUAGES.filter((l) => item.titles[l]).map((l) => (
                <Badge key={l} $tone="muted" title={t(`languages.${l}`)}>
                  {l.toUpperCase()}
                </Badge>
              )),
              status: (
                <>
                  <NewsStatusBadge status={item.status} publishAt={item.publishAt} />{' '}
                  {item.hasDraft ? <Badge $tone="warn">{t('news.status.changes')}</Badge> : null}
                </>
              ),
              date: formatDateTime(item.publishAt ?? item.regDt, i18n.language),
              views: item.reviewCnt.toLocaleString(i18n.language),
            },
          };
        })}
        emptyText={list.isPending ? t('app.loading') : t('news.empty')}
      />
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(p) => update({ q, status, page: p })} />
    </>
  );
}

import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton, Select } from '@inphr/ui';
import { LANGUAGES } from '@inphr/content';
import type { StudioNewsListItem, StudioPage } from '@inphr/api';
import { get, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { PageHeading, Badge, Muted, Notice, ListTable } from '../ui/page';
import { ListFilters, ListPagination, useListParams } from '../ui/list-controls';
import { formatDateTime } from '../ui/format';
import { ContentStatusBadge } from '../ui/content-status';

export function NewsListPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { page, q, status, extra, update } = useListParams(['lang', 'missing', 'sort'] as const);
  const list = useQuery({
    queryKey: ['news', 'list', { page, q, status, ...extra }],
    queryFn: () => get<StudioPage<StudioNewsListItem>>(`news${query({ page, q, status, ...extra })}`),
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
          { value: 'draft', label: t('publish.status.draft') },
          { value: 'published', label: t('publish.status.published') },
          { value: 'scheduled', label: t('publish.status.scheduled') },
          { value: 'changes', label: t('publish.status.changes') },
        ]}
        onChange={update}
      >
        <Select
          id="news-language"
          label={t('news.filters.language')}
          value={extra.lang ? `has:${extra.lang}` : extra.missing ? `missing:${extra.missing}` : ''}
          options={[
            { value: '', label: t('news.filters.anyLanguage') },
            ...LANGUAGES.map((l) => ({ value: `has:${l}`, label: t('news.filters.has', { language: t(`languages.${l}`) }) })),
            ...LANGUAGES.map((l) => ({ value: `missing:${l}`, label: t('news.filters.missing', { language: t(`languages.${l}`) }) })),
          ]}
          onChange={(value) => {
            const [kind, l = ''] = value.split(':');
            update({ lang: kind === 'has' ? l : '', missing: kind === 'missing' ? l : '' });
          }}
        />
        <Select
          id="news-sort"
          label={t('news.filters.sort')}
          value={extra.sort}
          options={[
            { value: '', label: t('news.filters.sorts.newest') },
            { value: 'oldest', label: t('news.filters.sorts.oldest') },
            { value: 'updated', label: t('news.filters.sorts.updated') },
          ]}
          onChange={(sort) => update({ sort })}
        />
      </ListFilters>
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
                  <ContentStatusBadge status={item.status} publishAt={item.publishAt} />{' '}
                  {item.hasDraft ? <Badge $tone="warn">{t('publish.status.changes')}</Badge> : null}
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

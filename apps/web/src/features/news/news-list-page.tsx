import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { MediaListItem, MediaSearchKey } from '@inphr/api';
import { paths, toApiLanguage } from '@inphr/content';
import { DataTable, LoadingIndicator, Select, theme } from '@inphr/ui';
import { Container, PageHeader, Section } from '../../components/page-section';
import { useAppDeps, type AppDeps } from '../../lib/app-deps';
import { currentLanguage, useLanguage } from '../../lib/language';
import { formatRegDate } from '../../lib/dates';
import { useClientPagination } from '../../lib/hooks/use-client-pagination';
import { ListPagination } from '../../components/list-pagination';
import { ListSearch } from '../../components/list-search';
import { EMPTY_MEDIA_SEARCH, mediaListOptions, type MediaSearch } from '@inphr/api/queries';
import { firstViewOf, useFirstView, type FirstView } from '../../lib/hooks/use-first-view';
import { firstViewKeys } from '../../lib/first-views';
import { NewsErrorDialog } from '../../components/news-error/news-error-dialog';

/** News list: 5 rows per page (docs/spec.md, "Constants"). */
export const NEWS_PAGE_SIZE = 5;

const Total = styled.p`
  color: ${theme.colors.textMuted};
  margin: ${theme.space.lg} 0 ${theme.space.xs};
`;

export async function prefetch(deps: AppDeps) {
  const lang = toApiLanguage(currentLanguage(deps.i18n));
  const { list } = await deps.queryClient.fetchQuery(mediaListOptions(deps.careApi, lang));
  deps.queryClient.setQueryData(firstViewKeys.mediaList(lang), firstViewOf(list, NEWS_PAGE_SIZE));
}

export default function NewsListPage() {
  const { t } = useTranslation();
  const { careApi } = useAppDeps();
  const { apiLang } = useLanguage();
  const navigate = useNavigate();
  const [searchKey, setSearchKey] = useState<MediaSearchKey>('');
  const [searchText, setSearchText] = useState('');
  const [applied, setApplied] = useState<MediaSearch>(EMPTY_MEDIA_SEARCH);
  const { firstView, wantAll, reach, intent } = useFirstView<FirstView<MediaListItem>>(firstViewKeys.mediaList(apiLang));
  const unsearched = applied.searchKey === '' && applied.searchText === '';
  const query = useQuery({ ...mediaListOptions(careApi, apiLang, applied), enabled: wantAll || !unsearched });
  const { page, setPage, totalPages, pageItems, offset, total, waiting } = useClientPagination(
    query.data?.list,
    NEWS_PAGE_SIZE,
    `${apiLang}|${applied.searchKey}|${applied.searchText}`,
    unsearched ? firstView : undefined,
  );

  return (
    <>
      <PageHeader title={t('media:heading')} lead={t('media:intro')}>
        <div {...intent}>
          <ListSearch
            ns="media"
            id="media-search"
            value={searchText}
            onChange={setSearchText}
            onSearch={() => setApplied({ searchKey, searchText: searchText.trim() })}
          >
            <Select
              id="media-search-key"
              label={t('media:searchKeyLabel')}
              hideLabel
              value={searchKey}
              onChange={(v) => setSearchKey(v as MediaSearchKey)}
              options={[
                { value: '', label: t('media:searchKeys.all') },
                { value: 'title', label: t('media:searchKeys.title') },
                { value: 'contents', label: t('media:searchKeys.contents') },
              ]}
            />
          </ListSearch>
        </div>
      </PageHeader>
      <Section>
        <Container {...intent}>
          {waiting && !query.isError ? (
            <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
          ) : (
            <>
              <Total aria-live="polite">{t('media:total', { count: total })}</Total>
              <DataTable
                caption={t('media:tableCaption')}
                captionHidden
                columns={[
                  { key: 'number', header: t('media:columns.number'), align: 'center', width: '4.5rem', hideOnMobile: true },
                  { key: 'title', header: t('media:columns.title') },
                  { key: 'contents', header: t('media:columns.contents'), hideOnMobile: true },
                  { key: 'date', header: t('media:columns.date'), align: 'center', width: '7.5rem' },
                  { key: 'views', header: t('media:columns.views'), align: 'center', width: '5.5rem', hideOnMobile: true },
                ]}
                rows={pageItems.map((item, index) => {
                  const href = paths.mediaDetail.getHref(item.id, apiLang);
                  return {
                    key: String(item.id),
                    onActivate: () => void navigate(href),
                    cells: {
                      // numbers count down from the total (docs/spec.md, "Constants")
                      number: total - offset - index,
                      title: <Link to={href}>{item.title}</Link>,
                      contents: item.excerpt ?? '',
                      date: <time dateTime={item.regDt}>{formatRegDate(item.regDt)}</time>,
                      views: item.reviewCnt ?? '',
                    },
                  };
                })}
                emptyText={t('media:empty')}
              />
              <ListPagination page={page} totalPages={totalPages} onChange={setPage} onReach={reach} />
            </>
          )}
        </Container>
      </Section>
      <NewsErrorDialog failed={query.isError} />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@inphr/content';
import { LoadingIndicator, theme } from '@inphr/ui';
import { useAppDeps } from '../../lib/app-deps';
import { useLanguage } from '../../lib/language';
import { formatRegDate } from '../../lib/dates';
import { useClientPagination } from '../../lib/hooks/use-client-pagination';
import { ListPagination } from '../../components/list-pagination';
import { HOME_NEWS_PAGE_SIZE } from '@inphr/api';
import { mediaHeadlinesOptions, type MediaHeadline } from '@inphr/api/queries';
import { useFirstView, type FirstView } from '../../lib/hooks/use-first-view';
import { firstViewKeys } from '../../lib/first-views';
import { NewsErrorDialog } from '../../components/news-error/news-error-dialog';
import { Container, SectionTitle } from '../../components/page-section';

const Wrap = styled.section`
  padding: ${theme.space.section} 0;
`;
const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  border-top: 2px solid ${theme.colors.text};
`;
const Item = styled.li`
  border-bottom: 1px solid ${theme.colors.border};
  a {
    display: flex;
    gap: ${theme.space.md};
    justify-content: space-between;
    align-items: baseline;
    padding: ${theme.space.md} ${theme.space.xs};
    color: ${theme.colors.text};
    text-decoration: none;
    min-height: 44px;
  }
  a:hover span:first-child {
    text-decoration: underline;
    color: ${theme.colors.primary};
  }
`;
const Date = styled.time`
  flex: none;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const Decor = styled.img`
  display: block;
  margin: ${theme.space.xl} auto 0;
  width: 100%;
  max-width: 480px;
  height: auto;
`;
const Intro = styled.p`
  color: ${theme.colors.textMuted};
`;

export function NewsNotice() {
  const { t } = useTranslation();
  const { careApi } = useAppDeps();
  const { apiLang } = useLanguage();
  const { firstView, wantAll, reach, intent } = useFirstView<FirstView<MediaHeadline>>(firstViewKeys.headlines(apiLang));
  const query = useQuery({ ...mediaHeadlinesOptions(careApi, apiLang), enabled: wantAll });
  const { page, setPage, totalPages, pageItems, total, waiting } = useClientPagination(query.data, HOME_NEWS_PAGE_SIZE, apiLang, firstView);

  return (
    <Wrap aria-labelledby="news-title">
      <Container {...intent}>
        <SectionTitle id="news-title">{t('home:news.heading')}</SectionTitle>
        <Intro>{t('home:news.intro')}</Intro>
        {waiting && !query.isError ? (
          <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
        ) : (
          <>
            <List data-testid="news-list">
              {pageItems.map((item) => (
                <Item key={item.id}>
                  <Link to={paths.mediaDetail.getHref(item.id, apiLang)}>
                    <span>{item.title}</span>
                    <Date dateTime={item.regDt}>{formatRegDate(item.regDt)}</Date>
                  </Link>
                </Item>
              ))}
            </List>
            {total === 0 && !waiting && <p>{t('home:news.empty')}</p>}
            <ListPagination page={page} totalPages={totalPages} onChange={setPage} onReach={reach} />
          </>
        )}
        <Decor src="/images/news/event.svg" alt="" width={640} height={360} loading="lazy" decoding="async" />
      </Container>
      <NewsErrorDialog failed={query.isError} />
    </Wrap>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingIndicator, theme } from '@inphr/ui';
import { LANGUAGES } from '@inphr/content';
import type { StudioNewsListItem, StudioOverview, StudioOverviewList } from '@inphr/api';
import { get } from '../api/client';
import { studioPaths } from '../app/paths';
import { formatDateTime } from '../ui/format';
import { Muted, Notice, PageHeading } from '../ui/page';

/** The studio's landing page: what needs attention now, each with a count, its first few, and a link to all. */
export function OverviewPage() {
  const { t } = useTranslation();
  const overview = useQuery({ queryKey: ['overview'], queryFn: () => get<StudioOverview>('overview') });
  if (overview.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (!overview.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  const { news, inquiries } = overview.data;
  return (
    <>
      <PageHeading>{t('overview.title')}</PageHeading>
      <Boxes>
        <Box title={t('overview.inquiries')} count={inquiries.new} all={`${studioPaths.inquiries}?status=new`} allLabel={t('overview.allInquiries')}>
          <p>{t('overview.newInquiries', { count: inquiries.new })}</p>
          <p>
            <Link to={`${studioPaths.inquiries}?assigned=unassigned`}>{t('overview.unassigned', { count: inquiries.unassigned })}</Link>
          </p>
        </Box>
        <NewsBox title={t('overview.drafts')} list={news.drafts} all={`${studioPaths.news}?status=draft`} when="updatedAt" />
        <NewsBox title={t('overview.changes')} list={news.changes} all={`${studioPaths.news}?status=changes`} when="updatedAt" />
        <NewsBox title={t('overview.scheduled')} list={news.scheduled} all={`${studioPaths.news}?status=scheduled`} when="publishAt" />
        <Box title={t('overview.missing')} count={LANGUAGES.reduce((sum, lang) => sum + news.missing[lang], 0)}>
          <ul>
            {LANGUAGES.map((lang) => (
              <li key={lang}>
                <Link to={`${studioPaths.news}?status=published&missing=${lang}`}>
                  {t('overview.missingIn', { language: t(`languages.${lang}`), count: news.missing[lang] })}
                </Link>
              </li>
            ))}
          </ul>
        </Box>
      </Boxes>
    </>
  );
}

function NewsBox({ title, list, all, when }: { title: string; list: StudioOverviewList; all: string; when: 'updatedAt' | 'publishAt' }) {
  const { t, i18n } = useTranslation();
  return (
    <Box title={title} count={list.total} all={all} allLabel={t('overview.allArticles')}>
      {list.items.length ? (
        <ul>
          {list.items.map((item) => (
            <li key={item.id}>
              <Link to={studioPaths.newsEdit(item.id)}>{titleOf(item, i18n.language) || t('news.untitled')}</Link>{' '}
              <Muted>{formatDateTime(item[when], i18n.language)}</Muted>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('overview.none')}</p>
      )}
    </Box>
  );
}

/** An article's title in the studio's language, or the first it has. */
function titleOf(item: StudioNewsListItem, lang: string): string {
  return item.titles[lang as keyof typeof item.titles] ?? LANGUAGES.map((l) => item.titles[l]).find(Boolean) ?? '';
}

function Box({ title, count, all, allLabel, children }: { title: string; count: number; all?: string; allLabel?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>
        {title} <Count>{count}</Count>
      </h2>
      {children}
      {all && allLabel ? <Link to={all}>{allLabel}</Link> : null}
    </Card>
  );
}

const Boxes = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Card = styled.section`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
  & > h2 {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  & ul {
    margin: 0 0 ${theme.space.sm};
    padding-inline-start: ${theme.space.lg};
  }
  & li {
    margin-bottom: ${theme.space.xxs};
    overflow-wrap: anywhere;
  }
`;

const Count = styled.span`
  min-width: 2.5rem;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  text-align: center;
`;

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FAQ_ALL_SERVICE_SEQ, toApiLanguage } from '@inphr/content';
import { Button, LoadingIndicator, Pagination, SearchBox, Tabs, theme } from '@inphr/ui';
import { Container, PageHeader, Section } from '../../components/page-section';
import { useAppDeps, type AppDeps } from '../../lib/app-deps';
import { useLanguage } from '../../lib/language';
import { currentLanguage } from '../../lib/current-language';
import { useClientPagination } from '../../lib/hooks/use-client-pagination';
import { faqListOptions } from '../../api/faq-queries';
import { faqCategories, filterFaq } from './faq-filter';
import { FaqItem } from './components/faq-item';

/** FAQ: 10 questions per page (SPEC §9). */
export const FAQ_PAGE_SIZE = 10;
const KEYWORDS = ['login', 'device', 'record'] as const;
const PANEL_ID = 'faq-panel';

const Keywords = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: ${theme.space.md} 0 ${theme.space.xl};
`;
const List = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0;
  padding: 0;
  border-top: 2px solid ${theme.colors.text};
`;
const Empty = styled.p`
  padding: ${theme.space.xl} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

export async function prefetch(deps: AppDeps) {
  await deps.queryClient.prefetchQuery(faqListOptions(deps.mainSiteApi, toApiLanguage(currentLanguage(deps.i18n))));
}

export default function FaqPage() {
  const { t } = useTranslation();
  const { mainSiteApi } = useAppDeps();
  const { apiLang } = useLanguage();
  const query = useQuery(faqListOptions(mainSiteApi, apiLang));
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState('');
  const [category, setCategory] = useState(FAQ_ALL_SERVICE_SEQ);
  const items = useMemo(() => query.data?.list ?? [], [query.data]);
  const filtered = useMemo(() => filterFaq(items, applied, category), [items, applied, category]);
  const { page, setPage, totalPages, pageItems } = useClientPagination(filtered, FAQ_PAGE_SIZE, `${applied}|${category}|${apiLang}`);
  const categories = useMemo(() => faqCategories(items), [items]);

  const onType = (value: string) => {
    // SPEC §4: typing resets the category to all and the page to 1.
    setInput(value);
    setCategory(FAQ_ALL_SERVICE_SEQ);
    setPage(1);
  };
  const applyKeyword = (word: string) => {
    setInput(word);
    setApplied(word);
    setCategory(FAQ_ALL_SERVICE_SEQ);
  };

  return (
    <>
      <PageHeader title={t('faq:heading')} lead={t('faq:greeting')}>
        <SearchBox
          id="faq-search"
          label={t('faq:searchLabel')}
          placeholder={t('faq:searchPlaceholder')}
          value={input}
          onChange={onType}
          onSearch={() => setApplied(input)}
          buttonLabel={t('faq:searchButton')}
          hideLabel
        />
        <Keywords role="group" aria-label={t('faq:keywordsLabel')}>
          {KEYWORDS.map((key) => (
            <Button key={key} variant="secondary" onClick={() => applyKeyword(t(`faq:keywords.${key}`))}>
              {`#${t(`faq:keywords.${key}`)}`}
            </Button>
          ))}
        </Keywords>
      </PageHeader>
      <Section>
        <Container>
          <Tabs
            label={t('faq:tabsLabel')}
            tabs={[
              { id: String(FAQ_ALL_SERVICE_SEQ), label: t('faq:tabs.all') },
              ...categories.map((c) => ({ id: String(c.serviceSeq), label: c.serviceName })),
            ]}
            selectedId={String(category)}
            onChange={(id) => setCategory(Number(id))}
            panelId={PANEL_ID}
          />
          <div id={PANEL_ID} role="tabpanel" aria-live="polite">
            {query.isPending ? (
              <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
            ) : filtered.length === 0 ? (
              <Empty>{t('faq:noResults')}</Empty>
            ) : (
              <List>
                {pageItems.map((item) => (
                  <FaqItem key={item.faqSeq} item={item} questionMark={t('faq:question')} answerMark={t('faq:answer')} />
                ))}
              </List>
            )}
          </div>
          {filtered.length > 0 && (
            <Pagination
              page={page}
              totalPages={totalPages}
              onChange={setPage}
              label={t('common:pagination.label')}
              previousLabel={t('common:pagination.previous')}
              nextLabel={t('common:pagination.next')}
              pageLabel={(n) => t('common:pagination.page', { page: n })}
            />
          )}
        </Container>
      </Section>
    </>
  );
}

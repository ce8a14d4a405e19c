import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FaqItem as FaqEntry } from '@inphr/api';
import { FAQ_ALL_SERVICE_SEQ, toApiLanguage } from '@inphr/content';
import { Button, LoadingIndicator, Tabs, theme } from '@inphr/ui';
import { Container, PageHeader, Section } from '../../components/page-section';
import { useAppDeps, type AppDeps } from '../../lib/app-deps';
import { currentLanguage, useLanguage } from '../../lib/language';
import { useClientPagination } from '../../lib/hooks/use-client-pagination';
import { ListPagination } from '../../components/list-pagination';
import { ListSearch } from '../../components/list-search';
import { faqListOptions } from '@inphr/api/queries';
import { firstViewOf, useFirstView, type FirstView } from '../../lib/hooks/use-first-view';
import { firstViewKeys } from '../../lib/first-views';
import { sanitizerOf } from '../../lib/sanitize-on-demand';
import { faqCategories, filterFaq } from './faq-filter';
import { FaqItem } from './components/faq-item';

/** FAQ: 10 questions per page (docs/spec.md, "Constants"). */
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

/** What a first visit needs: the first page of questions, their count and the category tabs. */
interface FaqFirstView extends FirstView<FaqEntry> {
  categories: ReturnType<typeof faqCategories>;
}

export async function prefetch(deps: AppDeps) {
  const lang = toApiLanguage(currentLanguage(deps.i18n));
  const { list } = await deps.queryClient.fetchQuery(faqListOptions(deps.mainSiteApi, lang, sanitizerOf(deps, 'faq')));
  deps.queryClient.setQueryData<FaqFirstView>(firstViewKeys.faq(lang), { ...firstViewOf(list, FAQ_PAGE_SIZE), categories: faqCategories(list) });
}

export default function FaqPage() {
  const { t } = useTranslation();
  const deps = useAppDeps();
  const { apiLang } = useLanguage();
  const { firstView, wantAll, reach, intent } = useFirstView<FaqFirstView>(firstViewKeys.faq(apiLang));
  const query = useQuery({ ...faqListOptions(deps.mainSiteApi, apiLang, sanitizerOf(deps, 'faq')), enabled: wantAll });
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState('');
  const [category, setCategory] = useState(FAQ_ALL_SERVICE_SEQ);
  const all = query.data?.list;
  const filtered = useMemo(() => all && filterFaq(all, applied, category), [all, applied, category]);
  const unfiltered = applied === '' && category === FAQ_ALL_SERVICE_SEQ;
  const { page, setPage, totalPages, pageItems, total, waiting } = useClientPagination(
    filtered,
    FAQ_PAGE_SIZE,
    `${applied}|${category}|${apiLang}`,
    unfiltered ? firstView : undefined,
  );
  const categories = useMemo(() => (all ? faqCategories(all) : (firstView?.categories ?? [])), [all, firstView]);

  const onType = (value: string) => {
    // Typing resets the category to all and the page to 1 (docs/spec.md, "States").
    reach();
    setInput(value);
    setCategory(FAQ_ALL_SERVICE_SEQ);
    setPage(1);
  };
  const applyKeyword = (word: string) => {
    reach();
    setInput(word);
    setApplied(word);
    setCategory(FAQ_ALL_SERVICE_SEQ);
  };

  return (
    <>
      <PageHeader title={t('faq:heading')} lead={t('faq:greeting')}>
        <div {...intent}>
          <ListSearch
            ns="faq"
            id="faq-search"
            value={input}
            onChange={onType}
            onSearch={() => {
              reach();
              setApplied(input);
            }}
          />
          <Keywords role="group" aria-label={t('faq:keywordsLabel')}>
            {KEYWORDS.map((key) => (
              <Button key={key} variant="secondary" onClick={() => applyKeyword(t(`faq:keywords.${key}`))}>
                {`#${t(`faq:keywords.${key}`)}`}
              </Button>
            ))}
          </Keywords>
        </div>
      </PageHeader>
      <Section>
        <Container {...intent}>
          <Tabs
            label={t('faq:tabsLabel')}
            tabs={[
              { id: String(FAQ_ALL_SERVICE_SEQ), label: t('faq:tabs.all') },
              ...categories.map((c) => ({ id: String(c.serviceSeq), label: c.serviceName })),
            ]}
            selectedId={String(category)}
            onChange={(id) => {
              reach();
              setCategory(Number(id));
            }}
            panelId={PANEL_ID}
          />
          <div id={PANEL_ID} role="tabpanel" aria-live="polite">
            {waiting && !query.isError ? (
              <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
            ) : total === 0 ? (
              <Empty>{t('faq:noResults')}</Empty>
            ) : (
              <List>
                {pageItems.map((item) => (
                  <FaqItem key={item.faqSeq} item={item} questionMark={t('faq:question')} answerMark={t('faq:answer')} />
                ))}
              </List>
            )}
          </div>
          {total > 0 && <ListPagination page={page} totalPages={totalPages} onChange={setPage} onReach={reach} />}
        </Container>
      </Section>
    </>
  );
}

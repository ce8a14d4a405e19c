import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Pagination } from '../../components/pagination';
import { SearchBox } from '../../components/search-box';
import { Tabs, tabId } from '../../components/tabs';
import { focusRing } from '../../theme/helpers';
import { theme } from '../../theme/theme';
import { textOf } from '../localized';
import { fill, type StoryText } from '../story-text';

const Page = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 56rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
`;

const Count = styled.p`
  && {
    margin: 0;
  }
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 2px solid ${theme.colors.text};
`;

// The site's FAQ item is a disclosure of its own (apps/web); a native one stands in here.
const Item = styled.li`
  border-bottom: 1px solid ${theme.colors.border};

  summary {
    display: flex;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.xs};
    font-weight: ${theme.fontWeights.medium};
    cursor: pointer;
  }
  summary:focus-visible {
    ${focusRing}
  }
  summary::before {
    content: attr(data-mark);
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  p {
    margin: 0;
    padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.md} calc(${theme.space.xs} + 1.5em);
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
  }
`;

function FaqList({ t, openFirst }: { t: StoryText; openFirst?: boolean }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const tabs = [
    { id: 'all', label: t.site.faq.tabs.all },
    { id: 'login', label: t.own.tabLogin },
    { id: 'device', label: t.own.tabDevice },
    { id: 'record', label: t.own.tabRecord },
  ];
  const items = t.own.faqItems.filter((item) => category === 'all' || item.category === category);
  return (
    <Page aria-labelledby="faq-heading">
      <h1 id="faq-heading">{t.site.faq.heading}</h1>
      <SearchBox
        label={t.site.faq.searchLabel}
        placeholder={t.site.faq.searchPlaceholder}
        buttonLabel={t.site.faq.searchButton}
        value={query}
        onChange={setQuery}
        onSearch={() => {}}
      />
      <Tabs label={t.site.faq.tabsLabel} tabs={tabs} selectedId={category} onChange={setCategory} panelId="faq-results" />
      <div id="faq-results" role="tabpanel" aria-labelledby={tabId('faq-results', category)}>
        <Count>{fill(t.site.faq.count, { count: items.length })}</Count>
        <List>
          {items.map((item, index) => (
            <Item key={item.question}>
              <details open={openFirst && index === 0}>
                <summary data-mark={t.site.faq.question}>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            </Item>
          ))}
        </List>
      </div>
      <Pagination
        page={1}
        totalPages={3}
        onChange={() => {}}
        label={t.site.common.pagination.label}
        previousLabel={t.site.common.pagination.previous}
        nextLabel={t.site.common.pagination.next}
        pageLabel={(page) => fill(t.site.common.pagination.page, { page })}
      />
    </Page>
  );
}

/** The FAQ page's list: search, topics, questions (database content, mocked) and pages. */
const meta = {
  title: 'Sections/FAQ list',
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <FaqList t={textOf(context)} openFirst />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

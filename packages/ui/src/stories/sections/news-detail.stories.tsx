import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { LinkButton } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { theme } from '../../theme/theme';
import { textOf } from '../localized';
import { SAMPLE, type StoryText } from '../story-text';

const Article = styled.article`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
`;

const Kicker = styled.p`
  && {
    margin-bottom: ${theme.space.xs};
  }
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Body = styled.div`
  padding: ${theme.space.xl} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Back = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space.lg};
`;

function NewsDetail({ t }: { t: StoryText }) {
  const media = t.site.media;
  return (
    <Article aria-labelledby="news-title">
      <Kicker>{media.heading}</Kicker>
      <Title id="news-title">{t.own.newsTitle}</Title>
      <DataTable
        caption={media.detailCaption}
        captionHidden
        columns={[
          { key: 'date', header: media.date, align: 'center', width: '10rem' },
          { key: 'views', header: media.views, align: 'center', width: '8rem' },
        ]}
        rows={[{ key: 'meta', cells: { date: SAMPLE.newsDate, views: SAMPLE.newsViews } }]}
        emptyText={media.empty}
      />
      <Body>
        {t.own.newsBody.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Body>
      <Back>
        <LinkButton href="#media" variant="secondary">
          {media.backToList}
        </LinkButton>
      </Back>
    </Article>
  );
}

/** A news article (database content, mocked) with its date, views and the way back to the list. */
const meta = {
  title: 'Sections/News detail',
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <NewsDetail t={textOf(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { fill, type StoryText } from '../../stories/story-text';
import { DataTable } from './data-table';

const columns = (t: StoryText) => [
  { key: 'no', header: t.site.media.columns.number, align: 'center' as const, width: '4rem', hideOnMobile: true },
  { key: 'title', header: t.site.media.columns.title },
  { key: 'contents', header: t.site.media.columns.contents, hideOnMobile: true },
  { key: 'date', header: t.site.media.columns.date, align: 'center' as const, width: '7rem' },
  { key: 'views', header: t.site.media.columns.views, align: 'end' as const, width: '5rem', hideOnMobile: true },
];

const rows = (t: StoryText) =>
  [3, 2, 1].map((no) => ({
    key: String(no),
    onActivate: () => {},
    cells: {
      no,
      title: <a href={`#media-${no}`}>{fill(t.own.noticeNumber, { n: no })}</a>,
      contents: t.own.newsExcerpt,
      date: `2024.0${no}.1${no}`,
      views: no * 17,
    },
  }));

const texts = (t: StoryText) => ({ caption: t.site.home.news.heading, columns: columns(t), rows: rows(t), emptyText: t.site.media.empty });

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  ...localized(DataTable, texts),
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Empty: Story = localized(DataTable, (t) => ({ ...texts(t), rows: [] }));
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

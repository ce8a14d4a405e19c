import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './data-table';

const columns = [
  { key: 'no', header: 'No.', align: 'center' as const, width: '4rem', hideOnMobile: true },
  { key: 'title', header: 'Title' },
  { key: 'contents', header: 'Content', hideOnMobile: true },
  { key: 'date', header: 'Date', align: 'center' as const, width: '7rem' },
  { key: 'views', header: 'Views', align: 'end' as const, width: '5rem', hideOnMobile: true },
];

const rows = [3, 2, 1].map((no) => ({
  key: String(no),
  onActivate: () => {},
  cells: {
    no,
    title: <a href={`#media-${no}`}>Notice number {no}</a>,
    contents: 'A short excerpt of the news content…',
    date: `2024.0${no}.1${no}`,
    views: no * 17,
  },
}));

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: { caption: 'News & Notice', columns, rows, emptyText: 'No results.' },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Empty: Story = { args: { rows: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

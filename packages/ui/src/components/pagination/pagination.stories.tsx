import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, textOf } from '../../stories/localized';
import { fill, type StoryText } from '../../stories/story-text';
import { Pagination, type PaginationProps } from './pagination';

const texts = (t: StoryText) => ({
  label: t.site.common.pagination.label,
  previousLabel: t.site.common.pagination.previous,
  nextLabel: t.site.common.pagination.next,
  pageLabel: (page: number) => fill(t.site.common.pagination.page, { page }),
});

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  ...localized(Pagination, texts, { page: 1, totalPages: 20, onChange: () => {} }),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const Middle: Story = { args: { page: 10 } };
export const NearTheEnd: Story = { args: { page: 17 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 3, totalPages: 5 } };
export const SinglePage: Story = { args: { totalPages: 1 } };

function InteractivePagination(args: PaginationProps) {
  const [page, setPage] = useState(1);
  return <Pagination {...args} page={page} onChange={setPage} />;
}

export const Interactive: Story = { render: (args, context) => <InteractivePagination {...args} {...texts(textOf(context))} /> };

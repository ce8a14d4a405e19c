import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 1,
    totalPages: 20,
    onChange: () => {},
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
  },
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

export const Interactive: Story = { render: (args) => <InteractivePagination {...args} /> };

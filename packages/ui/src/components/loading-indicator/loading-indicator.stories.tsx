import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'UI/LoadingIndicator',
  component: LoadingIndicator,
  args: { word: 'LOADING', label: 'Loading news' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Korean: Story = { args: { word: '로딩 중', label: '불러오는 중' } };
export const Japanese: Story = { args: { word: '読み込み中', label: '読み込み中' } };

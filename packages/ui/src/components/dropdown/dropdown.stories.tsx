import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Dropdown } from './dropdown';

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  args: {
    label: 'About us',
    items: [
      { key: 'business', label: 'Business', href: '#business' },
      { key: 'history', label: 'History', href: '#history' },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: '12rem' }}><Story /></div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About us' }));
  },
};

export const WithCurrentPage: Story = {
  args: {
    items: [
      { key: 'business', label: 'Business', href: '#business', current: true },
      { key: 'history', label: 'History', href: '#history' },
    ],
  },
};

export const LanguageButtons: Story = {
  args: {
    label: 'English',
    align: 'end',
    items: [
      { key: 'ko', label: '한국어', lang: 'ko', onSelect: () => {} },
      { key: 'en', label: 'English', lang: 'en', current: true, onSelect: () => {} },
      { key: 'ja', label: '日本語', lang: 'ja', onSelect: () => {} },
    ],
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
};

export const IconTrigger: Story = {
  args: {
    label: <span aria-hidden="true">⋯</span>,
    buttonLabel: 'More',
  },
};

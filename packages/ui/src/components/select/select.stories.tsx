import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, type SelectProps } from './select';

function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return <Select {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    id: 'domain',
    label: 'E-mail domain',
    value: 'naver.com',
    onChange: () => {},
    options: ['naver.com', 'gmail.com', 'daum.net', 'kakao.com'].map((domain) => ({ value: domain, label: domain })),
  },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { value: '', error: 'Choose a domain', options: [{ value: '', label: '—' }] } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };

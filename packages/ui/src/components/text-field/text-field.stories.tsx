import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, type TextFieldProps } from './text-field';

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return <TextField {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { id: 'name', label: 'Name', value: '', onChange: () => {} },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, requiredLabel: '(required)' } };
export const WithHint: Story = { args: { id: 'mobile', label: 'Mobile', hint: 'Digits only, no hyphens', type: 'tel', inputMode: 'numeric' } };
export const WithError: Story = { args: { required: true, requiredLabel: '(required)', error: 'Please fill out required fields.' } };
export const Multiline: Story = { args: { id: 'content', label: 'Content', multiline: true, rows: 6, maxLength: 2000 } };
export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Name' } };
export const Disabled: Story = { args: { disabled: true, value: 'Kim' } };

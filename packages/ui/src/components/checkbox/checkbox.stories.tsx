import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, type CheckboxProps } from './checkbox';

function ControlledCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return <Checkbox {...args} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { id: 'consent', label: 'I agree to the collection of personal information', checked: false, onChange: () => {} },
  render: (args) => <ControlledCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithDescription: Story = { args: { description: 'Name, contact and e-mail are kept for 3 years.' } };
export const WithError: Story = { args: { error: 'Please agree to the collection of personal information.' } };
export const Disabled: Story = { args: { disabled: true } };

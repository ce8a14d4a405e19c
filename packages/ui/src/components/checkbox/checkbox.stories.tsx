import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { Checkbox, type CheckboxProps } from './checkbox';

function ControlledCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return <Checkbox {...args} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  ...localized(ControlledCheckbox, (t) => ({ label: t.own.consentShort }), { id: 'consent', checked: false, onChange: () => {} }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithDescription: Story = localized(ControlledCheckbox, (t) => ({ label: t.own.consentShort, description: t.own.consentRetention }));
export const WithError: Story = localized(ControlledCheckbox, (t) => ({ label: t.own.consentShort, error: t.own.consentError }));
export const Disabled: Story = { args: { disabled: true } };

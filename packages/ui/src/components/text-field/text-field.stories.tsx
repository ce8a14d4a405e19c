import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import type { StoryText } from '../../stories/story-text';
import { TextField, type TextFieldProps } from './text-field';

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return <TextField {...args} value={value} onChange={setValue} />;
}

const name = (t: StoryText) => ({ label: t.site.cooperate.form.name });
const required = (t: StoryText) => ({ ...name(t), requiredLabel: t.own.requiredMark });

const meta = {
  title: 'UI/TextField',
  component: TextField,
  ...localized(ControlledTextField, name, { id: 'name', value: '', onChange: () => {} }),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = localized(ControlledTextField, required, { required: true });
export const WithHint: Story = localized(ControlledTextField, (t) => ({ label: t.own.mobile, hint: t.own.digitsOnly }), {
  id: 'mobile',
  type: 'tel',
  inputMode: 'numeric',
});
export const WithError: Story = localized(ControlledTextField, (t) => ({ ...required(t), error: t.own.requiredError }), { required: true });
export const Multiline: Story = localized(ControlledTextField, (t) => ({ label: t.site.cooperate.form.contents }), {
  id: 'content',
  multiline: true,
  rows: 6,
  maxLength: 2000,
});
export const HiddenLabel: Story = localized(ControlledTextField, (t) => ({ ...name(t), placeholder: t.site.cooperate.form.name }), { hideLabel: true });
export const Disabled: Story = localized(ControlledTextField, (t) => ({ ...name(t), value: t.own.sampleName }), { disabled: true });

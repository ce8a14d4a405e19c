import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { SAMPLE } from '../../stories/story-text';
import { Select, type SelectProps } from './select';

function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return <Select {...args} value={value} onChange={setValue} />;
}

const domains = SAMPLE.emailDomains.map((domain) => ({ value: domain, label: domain }));

const meta = {
  title: 'UI/Select',
  component: Select,
  ...localized(ControlledSelect, (t) => ({ label: t.site.cooperate.form.emailDomain }), {
    id: 'domain',
    value: SAMPLE.emailDomains[0],
    onChange: () => {},
    options: domains,
  }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = localized(
  ControlledSelect,
  (t) => ({ label: t.site.cooperate.form.emailDomain, error: t.own.chooseDomain, options: [{ value: '', label: t.own.noChoice }] }),
  { value: '' },
);
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };

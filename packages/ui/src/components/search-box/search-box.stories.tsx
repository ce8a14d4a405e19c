import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import type { StoryText } from '../../stories/story-text';
import { Select } from '../select';
import { SearchBox, type SearchBoxProps } from './search-box';

function ControlledSearchBox(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  return <SearchBox {...args} value={value} onChange={setValue} />;
}

function FieldSelect({ t }: { t: StoryText }) {
  const [value, setValue] = useState('');
  const keys = t.site.media.searchKeys;
  return (
    <Select
      id="search-key"
      label={t.site.media.searchKeyLabel}
      hideLabel
      value={value}
      onChange={setValue}
      options={[
        { value: '', label: keys.all },
        { value: 'title', label: keys.title },
        { value: 'contents', label: keys.contents },
      ]}
    />
  );
}

const texts = (t: StoryText) => ({
  label: t.site.faq.searchLabel,
  placeholder: t.own.faqPlaceholder,
  buttonLabel: t.site.faq.searchButton,
});

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  ...localized(ControlledSearchBox, texts, { value: '', onChange: () => {}, onSearch: () => {} }),
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const WithValue: Story = localized(ControlledSearchBox, (t) => ({ ...texts(t), value: t.site.faq.keywords.login }));
export const WithFieldSelect: Story = localized(
  ControlledSearchBox,
  (t) => ({ ...texts(t), label: t.site.media.searchLabel, children: <FieldSelect t={t} /> }),
  { hideLabel: true },
);

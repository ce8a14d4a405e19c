import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../select';
import { SearchBox, type SearchBoxProps } from './search-box';

function ControlledSearchBox(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  return <SearchBox {...args} value={value} onChange={setValue} />;
}

function FieldSelect() {
  const [value, setValue] = useState('');
  return (
    <Select
      id="search-key"
      label="Search in"
      hideLabel
      value={value}
      onChange={setValue}
      options={[
        { value: '', label: 'All' },
        { value: 'title', label: 'Title' },
        { value: 'contents', label: 'Content' },
      ]}
    />
  );
}

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: {
    label: 'Search the FAQ',
    placeholder: 'How can we help?',
    value: '',
    onChange: () => {},
    onSearch: () => {},
    buttonLabel: 'Search',
  },
  render: (args) => <ControlledSearchBox {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const WithValue: Story = { args: { value: 'login' } };
export const WithFieldSelect: Story = { args: { label: 'Search news', hideLabel: true, children: <FieldSelect /> } };

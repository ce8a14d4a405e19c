import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, tabId, type TabsProps } from './tabs';

function TabsWithPanel(args: TabsProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <>
      <Tabs {...args} selectedId={selectedId} onChange={setSelectedId} />
      <div id={args.panelId} role="tabpanel" aria-labelledby={tabId(args.panelId, selectedId)} tabIndex={0} style={{ padding: '1rem 0' }}>
        Questions in “{args.tabs.find((tab) => tab.id === selectedId)?.label}”.
      </div>
    </>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'FAQ categories',
    panelId: 'faq-panel',
    selectedId: '2',
    onChange: () => {},
    tabs: [
      { id: '2', label: 'All' },
      { id: 'login', label: 'Login' },
      { id: 'device', label: 'Device' },
      { id: 'record', label: 'Medical Record' },
    ],
  },
  render: (args) => <TabsWithPanel {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { selectedId: 'login' } };
export const ManyTabsWrapping: Story = {
  args: {
    tabs: ['All', 'CARE', 'PRO', 'DIAB', 'SPINE', 'DOC', 'LIVE', 'IBD', 'PILL', 'SYM', 'DASH', 'CHILD', 'MENTAL', 'SEA', 'SMART', 'ROOM', 'AIR', 'TEMP'].map(
      (name) => ({ id: name, label: name }),
    ),
    selectedId: 'All',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

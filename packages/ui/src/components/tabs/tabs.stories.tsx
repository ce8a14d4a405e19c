import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { SAMPLE, fill, type StoryText } from '../../stories/story-text';
import { Tabs, tabId, type TabsProps } from './tabs';

function TabsWithPanel({ panelText = '{{label}}', ...args }: TabsProps & { panelText?: string }) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <>
      <Tabs {...args} selectedId={selectedId} onChange={setSelectedId} />
      <div id={args.panelId} role="tabpanel" aria-labelledby={tabId(args.panelId, selectedId)} tabIndex={0} style={{ padding: '1rem 0' }}>
        {fill(panelText, { label: args.tabs.find((tab) => tab.id === selectedId)?.label ?? '' })}
      </div>
    </>
  );
}

const texts = (t: StoryText) => ({
  label: t.own.faqCategories,
  panelText: t.own.questionsIn,
  tabs: [
    { id: '2', label: t.site.faq.tabs.all },
    { id: 'login', label: t.own.tabLogin },
    { id: 'device', label: t.own.tabDevice },
    { id: 'record', label: t.own.tabRecord },
  ],
});

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  ...localized(TabsWithPanel, texts, { panelId: 'faq-panel', selectedId: '2', onChange: () => {} }),
  parameters: {
    docs: {
      description: {
        component:
          'A tab list for one panel that you render (`role="tabpanel"`, labelled by `tabId(panelId, selectedId)`). Arrow keys, Home and End move and select at once (automatic activation).',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { selectedId: 'login' } };
export const ManyTabsWrapping: Story = {
  ...localized(
    TabsWithPanel,
    (t) => ({
      ...texts(t),
      tabs: [
        { id: 'All', label: t.site.faq.tabs.all },
        ...SAMPLE.serviceCodes.map((code) => ({ id: t.site.services.cards[code].name, label: t.site.services.cards[code].name })),
      ],
    }),
    { selectedId: 'All' },
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

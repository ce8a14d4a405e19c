import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { localized, textOf } from '../../stories/localized';
import type { StoryText } from '../../stories/story-text';
import { Dropdown } from './dropdown';

const items = (t: StoryText, current?: 'business') => [
  { key: 'business', label: t.site.common.nav.business, href: '#business', current: current === 'business' },
  { key: 'history', label: t.site.common.nav.history, href: '#history' },
];

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  ...localized(Dropdown, (t) => ({ label: t.own.aboutUs, items: items(t) })),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A disclosure, not an ARIA menu: a native `<details>` whose `<summary>` (a button with its expanded state to assistive technology) shows a list of links or buttons, which keep their usual keys. It opens and closes before any script runs; dropdowns sharing a `name` open one at a time. Once the app runs: ArrowDown/ArrowUp open it on the first/last item, the arrows, Home and End move between items, hover opens it with a mouse, and Escape, a click outside or leaving it with Tab close it; focus returns to the trigger. A link item whose `onSelect` prevents the default (a language switched in place) also returns focus to the trigger.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};

export const Open: Story = {
  play: async (context) => {
    // A summary has no role in Testing Library (Chromium and axe expose it as a button): found by its text.
    await userEvent.click(within(context.canvasElement).getByText(textOf(context).own.aboutUs, { selector: 'summary' }));
  },
};

export const WithCurrentPage: Story = localized(Dropdown, (t) => ({ label: t.own.aboutUs, items: items(t, 'business') }));

export const LanguageButtons: Story = {
  ...localized(
    Dropdown,
    (t) => ({
      label: t.site.common.languages[t.locale],
      items: (['ko', 'en', 'ja'] as const).map((code) => ({
        key: code,
        label: t.site.common.languages[code],
        lang: code,
        current: code === t.locale,
        onSelect: () => {},
      })),
    }),
    { align: 'end' },
  ),
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

export const IconTrigger: Story = localized(Dropdown, (t) => ({
  label: <span aria-hidden="true">{t.own.moreGlyph}</span>,
  buttonLabel: t.own.more,
  items: items(t),
}));

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
          'A disclosure (a button with `aria-expanded` and a list), not an ARIA menu: links and buttons inside keep their usual keys. Escape and a click outside close it; focus returns to the button.',
      },
    },
  },
  decorators: [(Story) => <div style={{ minHeight: '12rem' }}><Story /></div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};

export const Open: Story = {
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: textOf(context).own.aboutUs }));
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
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
};

export const IconTrigger: Story = localized(Dropdown, (t) => ({
  label: <span aria-hidden="true">{t.own.moreGlyph}</span>,
  buttonLabel: t.own.more,
  items: items(t),
}));

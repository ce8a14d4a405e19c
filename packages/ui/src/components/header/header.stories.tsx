import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { localized } from '../../stories/localized';
import { headerTexts } from '../../stories/header-texts';
import { LinkButton } from '../button';
import { Header } from './header';

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The site header. From `md` (768px) up the menus sit in the bar; below it one button opens a panel with the same entries. Both are in the server HTML, switched by CSS, so nothing shifts on hydration. The menus and the phone menu are native disclosures (`<details>`) and each language is a link to the page in it (`href`), so the header works before the app's scripts arrive; once they run, a language is switched in place (`onLanguageChange`).",
      },
    },
  },
  ...localized(Header, headerTexts, { homeHref: '#', currentLanguage: 'en', onLanguageChange: () => {} }),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const CurrentPage: Story = localized(Header, (t) => ({
  ...headerTexts(t),
  entries: [
    {
      key: 'about',
      label: t.site.common.nav.about,
      items: [
        { key: 'business', label: t.site.common.nav.business, href: '#business', current: true },
        { key: 'history', label: t.site.common.nav.history, href: '#history' },
      ],
    },
    { key: 'service', label: t.site.common.nav.services, href: '#service' },
  ],
}));

export const WithActions: Story = localized(Header, (t) => ({
  ...headerTexts(t),
  actions: (
    <LinkButton href="#care" variant="secondary">
      {t.site.care.headline}
    </LinkButton>
  ),
}));

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { currentLanguage: 'ko' },
  play: async (context) => {
    // The menu button (a summary) is shown only below the md breakpoint.
    const button = context.canvasElement.querySelector<HTMLElement>('nav > details:last-of-type > summary');
    if (button?.checkVisibility()) await userEvent.click(button);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '../../components/button';
import { Header } from '../../components/header';
import { headerTexts } from '../header-texts';
import { localeOf, textOf } from '../localized';

/** The site's header as a page shows it, with its menus open; texts and languages from the toolbar. */
const meta = {
  title: 'Sections/Site header',
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => {
    const t = textOf(context);
    return (
      <Header
        {...headerTexts(t)}
        homeHref="#"
        currentLanguage={localeOf(context.globals)}
        onLanguageChange={() => {}}
        actions={
          <LinkButton href="#care" variant="secondary">
            {t.site.care.headline}
          </LinkButton>
        }
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopMenuOpen: Story = {
  play: async (context) => {
    const nav = textOf(context).site.common.nav;
    const canvas = within(context.canvasElement);
    // A summary has no role in Testing Library (Chromium and axe expose it as a button): found by its text.
    await userEvent.click(canvas.getByText(nav.support, { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: nav.contact })).toBeVisible();
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const button = context.canvasElement.querySelector<HTMLElement>('nav > details:last-of-type > summary');
    // Only below the md breakpoint (the Docs page may show it wider).
    if (button?.checkVisibility()) await userEvent.click(button);
  },
};

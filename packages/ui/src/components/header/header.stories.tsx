import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { LinkButton } from '../button';
import { Header } from './header';

const flag = (code: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16"><rect width="24" height="16" fill="${code === 'ko' ? 'white' : code === 'en' ? 'navy' : 'white'}" stroke="gray"/><circle cx="12" cy="8" r="4" fill="${code === 'en' ? 'white' : 'crimson'}"/></svg>`,
  )}`;

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '#',
    homeLabel: 'inPHR home',
    logo: <strong style={{ fontSize: '1.5rem' }}>inPHR</strong>,
    navLabel: 'Main',
    entries: [
      {
        key: 'about',
        label: 'About Us',
        items: [
          { key: 'business', label: 'Business', href: '#business' },
          { key: 'history', label: 'History', href: '#history' },
        ],
      },
      { key: 'service', label: 'Services', href: '#service' },
      {
        key: 'support',
        label: 'Support',
        items: [
          { key: 'faq', label: 'FAQ', href: '#faq' },
          { key: 'media', label: 'Media', href: '#media' },
          { key: 'cooperate', label: 'Contact Us', href: '#cooperate' },
        ],
      },
    ],
    languages: [
      { code: 'ko', label: '한국어', flagSrc: flag('ko') },
      { code: 'en', label: 'English', flagSrc: flag('en') },
      { code: 'ja', label: '日本語', flagSrc: flag('ja') },
    ],
    currentLanguage: 'en',
    languageButtonLabel: 'Language',
    onLanguageChange: () => {},
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const CurrentPage: Story = {
  args: {
    entries: [
      {
        key: 'about',
        label: 'About Us',
        items: [
          { key: 'business', label: 'Business', href: '#business', current: true },
          { key: 'history', label: 'History', href: '#history' },
        ],
      },
      { key: 'service', label: 'Services', href: '#service' },
    ],
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <LinkButton href="#care" variant="secondary">
        inPHR CARE
      </LinkButton>
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { currentLanguage: 'ko' },
  play: async ({ canvasElement }) => {
    // The menu button exists only below the md breakpoint.
    const button = within(canvasElement).queryByRole('button', { name: 'Open menu' });
    if (button) await userEvent.click(button);
  },
};

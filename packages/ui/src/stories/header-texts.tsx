import type { HeaderEntry } from '../components/header';
import { SAMPLE, type StoryText } from './story-text';

const flag = (code: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16"><rect width="24" height="16" fill="${code === 'ko' ? 'white' : code === 'en' ? 'navy' : 'white'}" stroke="gray"/><circle cx="12" cy="8" r="4" fill="${code === 'en' ? 'white' : 'crimson'}"/></svg>`,
  )}`;

const entries = (t: StoryText): HeaderEntry[] => {
  const nav = t.site.common.nav;
  return [
    {
      key: 'about',
      label: nav.about,
      items: [
        { key: 'business', label: nav.business, href: '#business' },
        { key: 'history', label: nav.history, href: '#history' },
      ],
    },
    { key: 'service', label: nav.services, href: '#service' },
    {
      key: 'support',
      label: nav.support,
      items: [
        { key: 'faq', label: nav.faq, href: '#faq' },
        { key: 'media', label: nav.media, href: '#media' },
        { key: 'cooperate', label: nav.contact, href: '#cooperate' },
      ],
    },
  ];
};

/** The header's texts in a language, for the Header's stories and the composed page sections. */
export const headerTexts = (t: StoryText) => ({
  homeLabel: t.site.common.nav.home,
  logo: <strong style={{ fontSize: '1.5rem' }}>{SAMPLE.brand}</strong>,
  navLabel: t.own.mainNav,
  entries: entries(t),
  // Each language a link to the page in it, as the site does (it works before any script).
  languages: (['ko', 'en', 'ja'] as const).map((code) => ({ code, label: t.site.common.languages[code], flagSrc: flag(code), href: `?lng=${code}` })),
  languageButtonLabel: t.site.studio.app.language,
  openMenuLabel: t.site.common.nav.openMenu,
  closeMenuLabel: t.site.common.nav.closeMenu,
});

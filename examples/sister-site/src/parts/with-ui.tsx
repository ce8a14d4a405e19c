import { GlobalStyle, Header, Pagination, ServiceCard, type HeaderEntry, type HeaderLanguage } from '@inphr/ui';
import { Carousel } from '@inphr/ui/carousel';
import { theme } from '@inphr/ui/theme';
import { LANGUAGES, SERVICES, getService, paths, type Language } from '@inphr/content';
import type { NewsPagerProps, SiteHeaderProps } from './props.js';

const CARE_SITE = 'https://care.sister.example';

const LANGUAGE_NAMES: Record<Language, string> = { ko: '한국어', en: 'English', ja: '日本語' };
// Placeholder flags: a sister site serves its own pictures. (An image cannot read the page's CSS
// custom properties, which @inphr/ui's theme values may be, so the colour is written out.)
const FLAG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="#d5dce5"/></svg>')}`;
const LANGUAGE_ENTRIES: HeaderLanguage[] = LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code], flagSrc: FLAG }));

export function SiteStyles() {
  return <GlobalStyle />;
}

export function SiteHeader({ language, onLanguageChange }: SiteHeaderProps) {
  const entries: HeaderEntry[] = [
    { key: 'news', label: 'News', href: '#news-title', current: true },
    {
      key: 'services',
      label: 'Services',
      items: SERVICES.slice(0, 4).map((service) => ({
        key: service.slug,
        label: service.displayName,
        href: `${CARE_SITE}${paths.service.getHref(service.slug)}`,
      })),
    },
  ];
  return (
    <Header
      homeHref="/"
      homeLabel="inPHR sister care site, home"
      logo={<strong>inPHR care</strong>}
      navLabel="Main"
      entries={entries}
      languages={LANGUAGE_ENTRIES}
      currentLanguage={language}
      languageButtonLabel="Language"
      onLanguageChange={(code) => {
        const next = LANGUAGES.find((candidate) => candidate === code);
        if (next) onLanguageChange(next);
      }}
      openMenuLabel="Open the menu"
      closeMenuLabel="Close the menu"
    />
  );
}

const SLIDES = ['Your health record, with you', 'Care teams that see the same page', 'Reminders that arrive on time'];

export function Highlights() {
  return (
    <Carousel
      label="Highlights"
      slides={SLIDES.map((text) => (
        <p key={text} style={{ margin: 0, padding: theme.space.xl, background: theme.colors.primarySoft }}>
          {text}
        </p>
      ))}
      autoplayMs={5_000}
      goToLabel={(index, count) => `Show slide ${index + 1} of ${count}`}
      pauseLabel="Pause the slides"
      playLabel="Play the slides"
    />
  );
}

export function ServiceCards() {
  const care = getService('care');
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title">Services</h2>
      <ServiceCard
        title={care.displayName}
        intro="A personal health record for you and the people who care for you."
        bullets={['Records from every clinic in one place', 'Shared with the care team you choose']}
        href={`${CARE_SITE}${paths.service.getHref(care.slug)}`}
        headingLevel={3}
      />
    </section>
  );
}

export function NewsPager({ page, totalPages, onChange }: NewsPagerProps) {
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label="News pages"
      previousLabel="Previous page"
      nextLabel="Next page"
      pageLabel={(target) => `Page ${target}`}
    />
  );
}

import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, paths, parseLanguage } from '@inphr/content';
import { FLAG_IMAGES } from '@inphr/i18n';
import { Header, LinkButton } from '@inphr/ui';
import { languageHref, useLanguage } from '../../lib/language';
import { renderRouterLink } from '../../lib/render-link';
import { useCurrentPage } from '../../app/routing/current-page';
import { FROM_CARE_SITE_ATTRIBUTE } from '../../boot/keep-origin';
import { useAppDeps } from '../../lib/app-deps';
import { Logo } from './logo';

/**
 * The button back to the care site, for a visitor it sent (docs/spec.md, "Routes"). It is in every
 * page's HTML, and shows by the mark the early script puts on the root element before the header
 * is parsed (boot/keep-origin.ts): right from the first paint, with the app started or not.
 */
const CareSiteAction = styled.span`
  display: contents;
  :root:not([${FROM_CARE_SITE_ATTRIBUTE}]) & {
    display: none;
  }
`;

/** The site's navigation bar (docs/spec.md, "Screens": Navigation bar). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  const { config } = useAppDeps();
  const { pathname } = useLocation();
  const nav = useCurrentPage()?.nav;
  const item = (key: NonNullable<typeof nav>, label: string, href: string) => ({ key, label, href, current: nav === key && pathname === href });

  return (
    <Header
      homeHref={paths.home.getHref()}
      homeLabel={t('common:nav.home')}
      logo={<Logo />}
      navLabel={t('common:nav.label')}
      entries={[
        {
          key: 'about',
          label: t('common:nav.about'),
          items: [item('business', t('common:nav.business'), paths.business.getHref()), item('history', t('common:nav.history'), paths.history.getHref())],
        },
        { key: 'services', label: t('common:nav.services'), href: paths.services.getHref(), current: pathname === paths.services.getHref() },
        {
          key: 'support',
          label: t('common:nav.support'),
          items: [
            item('faq', t('common:nav.faq'), paths.faq.getHref()),
            item('media', t('common:nav.media'), paths.media.getHref()),
            item('cooperate', t('common:nav.contact'), paths.cooperate.getHref()),
          ],
        },
      ]}
      // Links to this page in each language: they work before the app runs; after, the switch is made in place.
      languages={LANGUAGES.map((code) => ({ code, label: t(`common:languages.${code}`), flagSrc: FLAG_IMAGES[code], href: languageHref(pathname, code) }))}
      currentLanguage={lang}
      languageButtonLabel={t('common:nav.language', { name: t(`common:languages.${lang}`) })}
      onLanguageChange={(code) => {
        const next = parseLanguage(code);
        if (next) void setLanguage(next);
      }}
      openMenuLabel={t('common:nav.openMenu')}
      closeMenuLabel={t('common:nav.closeMenu')}
      renderLink={renderRouterLink}
      actions={
        <CareSiteAction>
          <LinkButton href={config.careSiteUrl} variant="secondary" target="_blank" rel="noopener noreferrer">
            {t('common:careSite.button')}
          </LinkButton>
        </CareSiteAction>
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toApiLanguage } from '@inphr/content';
import { SiteHeader } from '../../components/layout/site-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { MAIN_ID } from '../../components/layout/skip-link';
import { Main } from '../../components/layout/site-layout';
import { ScrollToTopButton, theme } from '@inphr/ui';
import { HOME_IMAGES } from '@inphr/i18n';
import { ManagedImage, managedPictures } from '../../components/pictures/managed-image';
import { AutoGrid, Container, Section, SectionTitle } from '../../components/page-section';
import { CardItems } from '../../components/card-list';
import { ServiceGrid } from '../../components/service-grid';
import { NewsNotice } from './news-notice';
import { LandingSection } from './landing-section';
import { HOME_NEWS_PAGE_SIZE } from '@inphr/api';
import { mediaHeadlinesOptions } from '@inphr/api/queries';
import { firstViewOf } from '../../lib/hooks/use-first-view';
import { firstViewKeys } from '../../lib/first-views';
import type { AppDeps } from '../../lib/app-deps';
import { currentLanguage } from '../../lib/language';
import { ServerPart } from '../../components/server-part';

const Hero = styled.section`
  background: linear-gradient(160deg, ${theme.colors.primarySoft} 0%, ${theme.colors.background} 70%);
  padding: ${theme.space.section} 0;
`;
const HeroGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  @media (min-width: 1024px) {
    grid-template-columns: 3fr 2fr;
  }
  img {
    width: min(300px, 70vw);
    height: auto;
    justify-self: center;
  }
`;
const Headline = styled.h1`
  font-size: ${theme.fontSizes.display};
  max-width: 18em;
`;
const Sub = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 40em;
`;
const IntroGrid = styled(AutoGrid).attrs({ $min: '240px' })`
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space.md};
  }
  p {
    color: ${theme.colors.textMuted};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;
const Platform = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  @media (min-width: 1024px) {
    grid-template-columns: 2fr 3fr;
  }
  img {
    width: 100%;
    height: auto;
  }
`;
const Muted = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 48em;
`;

export async function prefetch(deps: AppDeps) {
  const lang = toApiLanguage(currentLanguage(deps.i18n));
  const headlines = await deps.queryClient.fetchQuery(mediaHeadlinesOptions(deps.careApi, lang));
  deps.queryClient.setQueryData(firstViewKeys.headlines(lang), firstViewOf(headlines, HOME_NEWS_PAGE_SIZE));
}

/** Home (docs/spec.md, "Screens"): outside the shared layout, so it composes header and footer itself. */
export default function HomePage() {
  const { t } = useTranslation();
  const intro = (t('home:intro.items', { returnObjects: true }) as { title: string; text: string; alt: string }[]).map(({ alt, ...item }) => ({
    ...item,
    imageAlt: alt,
  }));
  return (
    <>
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        <ServerPart as={Hero} aria-labelledby="hero-title">
          <Container>
            <HeroGrid>
              <div>
                <Headline id="hero-title">{t('home:hero.headline')}</Headline>
                <Sub>{t('home:hero.subheadline')}</Sub>
              </div>
              <ManagedImage image={HOME_IMAGES.heroPhone} alt={t('home:hero.phoneAlt')} priority />
            </HeroGrid>
          </Container>
        </ServerPart>
        <ServerPart as={Section}>
          <Container>
            <IntroGrid>
              <CardItems items={intro} picture={managedPictures(HOME_IMAGES.intro)} headingLevel={2} />
            </IntroGrid>
          </Container>
        </ServerPart>
        <ServerPart as={Section} aria-labelledby="platform-title">
          <Container>
            <Platform>
              <div>
                <SectionTitle id="platform-title">{t('home:platform.title')}</SectionTitle>
                <Muted>{t('home:platform.text')}</Muted>
              </div>
              <ManagedImage image={HOME_IMAGES.platform} alt={t('home:platform.alt')} />
            </Platform>
          </Container>
        </ServerPart>
        <ServerPart as={Section} aria-labelledby="services-title">
          <Container>
            <SectionTitle id="services-title">{t('home:services.heading')}</SectionTitle>
            <Muted>{t('home:services.intro')}</Muted>
            <ServiceGrid />
          </Container>
        </ServerPart>
        <NewsNotice />
        <LandingSection />
      </Main>
      <SiteFooter />
      <ScrollToTopButton label={t('common:scrollTop')} />
    </>
  );
}

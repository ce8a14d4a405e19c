import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STORE_LINKS, findServiceByRoute, type ServiceDefinition, type ServiceSlug } from '@inphr/content';
import { BADGE_IMAGES, SERVICE_EXTRA_IMAGES, SERVICE_IMAGES } from '@inphr/i18n';
import { LinkButton, theme } from '@inphr/ui';
import { Carousel } from '@inphr/ui/carousel';
import { Container, Section, SectionTitle, TitledSection } from '../../components/page-section';
import { CardList } from '../../components/card-list';
import { ManagedImage, managedPictures } from '../../components/pictures/managed-image';
import { useAppDeps } from '../../lib/app-deps';
import { StoreBadges } from './store-badges';
import { IbdDiagram, PillDiagram } from './diagrams';

interface Item {
  title: string;
  text: string;
  imageAlt?: string;
}
interface ListBlock {
  heading: string;
  items: Item[];
}

/** The temperature page's profile strip: six visible, step 1, continuous loop every 4000 ms (SPEC §4, §9). */
export const TEMP_STRIP = { slidesPerView: 6, speedMs: 4000 } as const;

const Hero = styled.header`
  background: ${theme.colors.primarySoft};
  padding: ${theme.space.section} 0;
`;
const HeroGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  h1 { font-size: ${theme.fontSizes.display}; margin-bottom: ${theme.space.xs}; }
`;
/** The hero's picture column: its image (or carousel) fills the column; badges and QR codes keep their own size. */
const HeroPicture = styled.div`
  min-width: 0;
  width: 100%;
  max-width: 440px;
  justify-self: center;
  img { display: block; width: 100%; height: auto; border-radius: ${theme.radii.lg}; }
`;
const Tagline = styled.p`
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
`;
const Split = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  img { width: 100%; height: auto; border-radius: ${theme.radii.lg}; }
`;
const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: ${theme.space.md} 0;
  li {
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.medium};
  }
`;
const Wide = styled.div`
  img { display: block; width: 100%; height: auto; }
`;
const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  img { width: 100%; height: auto; border-radius: ${theme.radii.lg}; }
`;
const Profile = styled.figure`
  margin: 0;
  text-align: center;
  img { width: 100%; max-width: 120px; height: auto; border-radius: 50%; }
  figcaption { font-size: ${theme.fontSizes.sm}; }
  strong { display: block; }
`;
const LinkGroup = styled.ul`
  display: flex;
  gap: ${theme.space.md};
  list-style: none;
  padding: 0;
  margin: ${theme.space.lg} 0 0;
  a { display: block; line-height: 0; }
`;
const Muted = styled.p`
  color: ${theme.colors.textMuted};
  max-width: 48em;
`;

export function useCurrentService(): ServiceDefinition {
  const { pathname } = useLocation();
  const service = findServiceByRoute(pathname.split('/')[2] ?? '');
  if (!service) throw new Error(`No service at ${pathname}`);
  return service;
}

function useCarouselLabels() {
  const { t } = useTranslation();
  return {
    goToLabel: (i: number, n: number) => t('common:carousel.goTo', { index: i + 1, count: n }),
    slideLabel: (i: number, n: number) => t('common:carousel.slide', { index: i + 1, count: n }),
    pauseLabel: t('common:carousel.pause'),
    playLabel: t('common:carousel.play'),
  };
}

/** What only some pages have (SPEC §2 'Page specifics'), after the common service block and list. */
function Specifics({ slug }: { slug: ServiceSlug }) {
  const ns = `svc-${slug}`;
  const { t } = useTranslation(ns);
  const { config } = useAppDeps();
  const labels = useCarouselLabels();
  const obj = <T,>(key: string) => t(key, { returnObjects: true }) as T;
  switch (slug) {
    case 'care': {
      const devices = obj<{ heading: string; text: string; imageAlt: string; items: string[] }>('devices');
      return (
        <>
          <TitledSection id="care-features" heading={t('features.heading')} testId="service-features">
            <CardList items={obj<ListBlock>('features').items} min="220px" />
          </TitledSection>
          <TitledSection id="care-devices" heading={devices.heading} testId="care-devices">
            <Split>
              <div>
                <Muted>{devices.text}</Muted>
                <Chips data-testid="compatible-devices">
                  {devices.items.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </Chips>
                <LinkButton href={config.careSiteUrl} target="_blank" rel="noopener noreferrer" size="lg">
                  {t('visitButton')}
                  <span className="visually-hidden">{t('common:newTab')}</span>
                </LinkButton>
              </div>
              <ManagedImage image={SERVICE_EXTRA_IMAGES.care.devices} alt={devices.imageAlt} />
            </Split>
          </TitledSection>
        </>
      );
    }
    case 'dash':
      return (
        <>
          <TitledSection id="dash-usecases" heading={t('useCases.heading')} testId="dash-usecases">
            <CardList items={obj<ListBlock>('useCases').items} min="220px" />
          </TitledSection>
          <TitledSection id="dash-functions" heading={t('functions.heading')} testId="dash-functions">
            <CardList items={obj<ListBlock>('functions').items} />
          </TitledSection>
        </>
      );
    case 'ibd': {
      const lifestyle = obj<{ heading: string; items: Record<string, string> }>('lifestyle');
      return (
        <>
          <TitledSection id="ibd-diagram" heading={t('diagram.heading')} testId="ibd-diagram">
            <Muted>{t('diagram.text')}</Muted>
            <IbdDiagram />
          </TitledSection>
          <TitledSection id="ibd-lifestyle" heading={lifestyle.heading} testId="ibd-lifestyle">
            <Chips>
              {Object.entries(lifestyle.items).map(([key, label]) => (
                <li key={key}>{label}</li>
              ))}
            </Chips>
            <Muted>{t('languages')}</Muted>
          </TitledSection>
          <TitledSection id="ibd-differences" heading={t('differences.heading')} testId="ibd-differences">
            <CardList items={obj<ListBlock>('differences').items} min="200px" />
          </TitledSection>
        </>
      );
    }
    case 'pill': {
      const partners = obj<{ heading: string; items: { name: string; text: string }[] }>('partners');
      return (
        <>
          <TitledSection id="pill-function" heading={t('function.heading')} testId="pill-function">
            <Muted>{t('function.text')}</Muted>
            <PillDiagram />
          </TitledSection>
          <TitledSection id="pill-partners" heading={partners.heading} testId="pill-partners">
            <CardList items={partners.items.map((p) => ({ title: p.name, text: p.text }))} min="220px" />
          </TitledSection>
          <TitledSection id="pill-effects" heading={t('effects.heading')} testId="pill-effects">
            <CardList items={obj<ListBlock>('effects').items} />
          </TitledSection>
        </>
      );
    }
    case 'mental':
    case 'smart': {
      const key = slug === 'mental' ? 'applications' : 'cases';
      return (
        <>
          <TitledSection id={`${slug}-${key}`} heading={t(`${key}.heading`)} testId={`${slug}-cases`}>
            <CardList items={obj<ListBlock>(key).items} />
          </TitledSection>
          <TitledSection id={`${slug}-end`} heading={t('end.heading')} testId={`${slug}-end`}>
            <Muted>{t('end.text')}</Muted>
          </TitledSection>
        </>
      );
    }
    case 'air':
      return (
        <Section data-testid="air-artboard">
          <Wide>
            <ManagedImage image={SERVICE_EXTRA_IMAGES.air.artboard} alt={t('artboard.alt')} />
          </Wide>
          <Container>
            <Muted>{t('artboard.caption')}</Muted>
          </Container>
        </Section>
      );
    case 'temp': {
      const profiles = obj<{ heading: string; text: string; leadAlt: string; people: { name: string; role: string }[] }>('profiles');
      const alts = t('images.alts', { returnObjects: true }) as string[];
      return (
        <>
          <TitledSection id="temp-chatbot" heading={t('chatbot.heading')} testId="temp-stack">
            <Muted>{t('chatbot.text')}</Muted>
            <Stack>
              {SERVICE_EXTRA_IMAGES.temp.stack.map((image, i) => (
                <ManagedImage key={image.pattern} image={image} alt={alts[i] ?? ''} />
              ))}
            </Stack>
          </TitledSection>
          <TitledSection id="temp-profiles" heading={profiles.heading} testId="temp-profiles">
            <Split>
              <ManagedImage image={SERVICE_EXTRA_IMAGES.temp.lead} alt={profiles.leadAlt} />
              <Muted>{profiles.text}</Muted>
            </Split>
            <Carousel
              variant="strip"
              label={profiles.heading}
              slidesPerView={TEMP_STRIP.slidesPerView}
              speedMs={TEMP_STRIP.speedMs}
              autoplayMs={TEMP_STRIP.speedMs}
              slides={profiles.people.map((person, i) => (
                <Profile key={person.name}>
                  <ManagedImage image={SERVICE_EXTRA_IMAGES.temp.profiles[i]!} alt="" />
                  <figcaption>
                    <strong>{person.name}</strong>
                    {person.role}
                  </figcaption>
                </Profile>
              ))}
              {...labels}
            />
          </TitledSection>
        </>
      );
    }
    case 'child': {
      const section2 = obj<{ heading: string; text: string; imageAlt: string }>('section2');
      const section4 = obj<ListBlock>('section4');
      return (
        <>
          <Section data-testid="child-section2">
            <Container>
              <Split>
                <ManagedImage image={SERVICE_EXTRA_IMAGES.child.section2} alt={section2.imageAlt} />
                <div>
                  <SectionTitle>{section2.heading}</SectionTitle>
                  <Muted>{section2.text}</Muted>
                </div>
              </Split>
            </Container>
          </Section>
          <Section data-testid="child-section3">
            <Wide>
              <ManagedImage image={SERVICE_EXTRA_IMAGES.child.section3} alt={t('section3.imageAlt')} />
            </Wide>
          </Section>
          <TitledSection id="child-section4" heading={section4.heading} testId="child-section4">
            <CardList items={section4.items} />
          </TitledSection>
        </>
      );
    }
    default:
      return null;
  }
}

/** The hero's picture: child has a carousel of three at right; every other page its hero image. */
function HeroMedia({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(`svc-${slug}`);
  const labels = useCarouselLabels();
  if (slug === 'child') {
    const alts = t('carouselAlts', { returnObjects: true }) as string[];
    return (
      <div data-testid="child-carousel">
        <Carousel
          label={t('headline')}
          autoplayMs={5000}
          slides={SERVICE_EXTRA_IMAGES.child.slides.map((image, i) => (
            // the first slide is the page's largest picture: loaded first, never lazily
            <ManagedImage key={image.pattern} image={image} alt={alts[i] ?? ''} priority={i === 0} />
          ))}
          {...labels}
        />
      </div>
    );
  }
  if (slug === 'care') return <ManagedImage image={SERVICE_EXTRA_IMAGES.care.phone} alt={t('heroAlt')} priority />;
  return <ManagedImage image={SERVICE_IMAGES[slug].hero} alt={t('heroAlt')} priority />;
}

/** One page per service (SPEC §2 'Service pages'), from its own text namespace. */
export default function ServicePage() {
  const service = useCurrentService();
  const { slug } = service;
  const { t } = useTranslation(`svc-${slug}`);
  const intro = t('intro', { returnObjects: true }) as string[];
  const list = t('list', { returnObjects: true }) as ListBlock;
  const listImages = slug === 'dash' ? SERVICE_EXTRA_IMAGES.dash.items : slug === 'ibd' ? SERVICE_EXTRA_IMAGES.ibd.items : undefined;
  return (
    <>
      <Hero data-testid="service-hero">
        <Container>
          <HeroGrid>
            <div>
              <h1>{t('headline')}</h1>
              <Tagline>{t('tagline')}</Tagline>
              {intro.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <StoreBadges service={service} />
              {slug === 'child' && (
                <LinkGroup data-testid="child-links">
                  {(['appStore', 'googlePlay'] as const).map((store) => (
                    <li key={store}>
                      <a href={STORE_LINKS[store](slug)} target="_blank" rel="noopener noreferrer">
                        <ManagedImage image={BADGE_IMAGES[store]} alt={t(`links.${store}`)} />
                      </a>
                    </li>
                  ))}
                </LinkGroup>
              )}
            </div>
            <HeroPicture>
              <HeroMedia slug={slug} />
            </HeroPicture>
          </HeroGrid>
        </Container>
      </Hero>
      <TitledSection id="service-heading" heading={t('service.heading')} testId="service-block">
        <Muted>{t('service.text')}</Muted>
      </TitledSection>
      <TitledSection id="service-list" heading={list.heading} testId="service-list">
        <CardList items={list.items} picture={listImages && managedPictures(listImages)} />
      </TitledSection>
      <Specifics slug={slug} />
    </>
  );
}

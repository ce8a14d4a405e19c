import { useLocation } from 'react-router';
import styled from 'styled-components';
import { findServiceByRoute, type ServiceDefinition } from '@inphr/content';
import { SERVICE_IMAGES } from '@inphr/i18n';
import { theme } from '@inphr/ui';
import { CardSection } from '../../components/card-list';
import { ServerPart } from '../../components/server-part';
import { Container, TitledSection } from '../../components/page-section';
import { ManagedImage, managedPictures } from '../../components/pictures/managed-image';
import { Muted, TwoColumns } from './section-styles';
import { SERVICE_SECTIONS } from './sections';
import { useServiceTexts, type ServicePageTexts } from './service-texts';
import { StoreBadges } from './store-badges';

const Hero = styled.header`
  background: ${theme.colors.primarySoft};
  padding: ${theme.space.section} 0;
`;
const HeroGrid = styled(TwoColumns)`
  h1 {
    font-size: ${theme.fontSizes.display};
    margin-bottom: ${theme.space.xs};
  }
`;
/** The hero's picture column: its image (or carousel) fills the column; badges and QR codes keep their own size. */
const HeroPicture = styled.div`
  min-width: 0;
  width: 100%;
  max-width: 440px;
  justify-self: center;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;
const Tagline = styled.p`
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
`;

function useCurrentService(): ServiceDefinition {
  const { pathname } = useLocation();
  const service = findServiceByRoute(pathname.split('/')[2] ?? '');
  if (!service) throw new Error(`No service at ${pathname}`);
  return service;
}

/**
 * One page per service (docs/spec.md, "Service pages"), from its own text namespace: the hero,
 * the service block and the list every service has, then what the service's own module in
 * `sections/` adds.
 */
export default function ServicePage() {
  const service = useCurrentService();
  const { slug } = service;
  const text = useServiceTexts<ServicePageTexts>(slug);
  const { HeroPicture: OwnHeroPicture, HeroLinks, listPictures, Sections } = SERVICE_SECTIONS[slug];
  const block = text('service');
  const list = text('list');
  return (
    <>
      <Hero data-testid="service-hero">
        <Container>
          <HeroGrid>
            {/* The hero's text, badges and links, and a picture that is not a carousel, have nothing to do in the browser. */}
            <ServerPart as="div">
              <h1>{text('headline')}</h1>
              <Tagline>{text('tagline')}</Tagline>
              {text('intro').map((p) => (
                <p key={p}>{p}</p>
              ))}
              <StoreBadges service={service} />
              {HeroLinks && <HeroLinks />}
            </ServerPart>
            {OwnHeroPicture ? (
              <HeroPicture>
                <OwnHeroPicture />
              </HeroPicture>
            ) : (
              <ServerPart as={HeroPicture}>
                <ManagedImage image={SERVICE_IMAGES[slug].hero} alt={text('heroAlt')} priority />
              </ServerPart>
            )}
          </HeroGrid>
        </Container>
      </Hero>
      <TitledSection id="service-heading" heading={block.heading} testId="service-block" kept>
        <Muted>{block.text}</Muted>
      </TitledSection>
      <CardSection id="service-list" testId="service-list" list={list} picture={listPictures && managedPictures(listPictures)} />
      {Sections && <Sections />}
    </>
  );
}

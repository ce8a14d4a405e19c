import { ServerPart } from '../../../components/server-part';
import styled from 'styled-components';
import type childTexts from '@inphr/i18n/locales/ko/svc-child.json';
import { STORE_LINKS } from '@inphr/content';
import { BADGE_IMAGES, SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { theme } from '@inphr/ui';
import { Carousel } from '../../../components/carousel';
import { CardSection } from '../../../components/card-list';
import { Container, Section, SectionTitle } from '../../../components/page-section';
import { ManagedImage } from '../../../components/pictures/managed-image';
import { Muted, Split, Wide } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

type Texts = typeof childTexts;

const LinkGroup = styled.ul`
  display: flex;
  gap: ${theme.space.md};
  list-style: none;
  padding: 0;
  margin: ${theme.space.lg} 0 0;
  a {
    display: block;
    line-height: 0;
  }
`;

/**
 * A carousel of three at the hero's right; its first slide is the page's largest picture. It does not
 * play by itself (decision 0026): it is in the first view, where a moving slideshow would start the
 * app while the page loads, and the spec asks autoplay of the landing carousels and the temp strip only.
 */
function ChildCarousel() {
  const text = useServiceTexts<Texts>('child');
  const alts = text('carouselAlts');
  return (
    <div data-testid="child-carousel">
      <Carousel
        label={text('headline')}
        slides={SERVICE_EXTRA_IMAGES.child.slides.map((image, i) => (
          // the first slide is the page's largest picture: loaded first, never lazily
          <ManagedImage key={image.pattern} image={image} alt={alts[i] ?? ''} priority={i === 0} />
        ))}
      />
    </div>
  );
}

/** The two store links as their badges, under the hero's text. */
function ChildLinks() {
  const links = useServiceTexts<Texts>('child')('links');
  return (
    <LinkGroup data-testid="child-links">
      {(['appStore', 'googlePlay'] as const).map((store) => (
        <li key={store}>
          <a href={STORE_LINKS[store]('child')} target="_blank" rel="noopener noreferrer">
            <ManagedImage image={BADGE_IMAGES[store]} alt={links[store]} />
          </a>
        </li>
      ))}
    </LinkGroup>
  );
}

/** Picture left and text right; a picture across the page; a heading and three items. */
function ChildSections() {
  const text = useServiceTexts<Texts>('child');
  const section2 = text('section2');
  const section4 = text('section4');
  return (
    <>
      <ServerPart as={Section} data-testid="child-section2">
        <Container>
          <Split>
            <ManagedImage image={SERVICE_EXTRA_IMAGES.child.section2} alt={section2.imageAlt} />
            <div>
              <SectionTitle>{section2.heading}</SectionTitle>
              <Muted>{section2.text}</Muted>
            </div>
          </Split>
        </Container>
      </ServerPart>
      <ServerPart as={Section} data-testid="child-section3">
        <Wide>
          <ManagedImage image={SERVICE_EXTRA_IMAGES.child.section3} alt={text('section3').imageAlt} />
        </Wide>
      </ServerPart>
      <CardSection id="child-section4" testId="child-section4" list={section4} />
    </>
  );
}

export const child: ServiceSections = { HeroPicture: ChildCarousel, HeroLinks: ChildLinks, Sections: ChildSections };

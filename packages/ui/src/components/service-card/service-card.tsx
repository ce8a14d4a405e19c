import { defaultRenderLink, type RenderLink } from '../link';
import { Bullets, Card, Heading, Intro, Logo } from './service-card.styles';

export interface ServiceCardLogo {
  /** Image address. */
  src: string;
  /** Text alternative (empty when the title says the same). */
  alt: string;
  /** Intrinsic width, to reserve space before it loads. */
  width: number;
  /** Intrinsic height. */
  height: number;
}

export interface ServiceCardProps {
  /** e.g. 'inPHR CARE'; also the link text. */
  title: string;
  /** One or two sentences about the service. */
  intro: string;
  /** Key points (none: no list). */
  bullets: string[];
  /** The service's page. */
  href: string;
  /** Renders the link (your router's link); a plain anchor by default. */
  renderLink?: RenderLink;
  /** The service's logo above the title. */
  logo?: ServiceCardLogo;
  /** h3 by default; 2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A service teaser: the heading's link covers the whole card (one tab stop). */
export function ServiceCard({ title, intro, bullets, href, renderLink = defaultRenderLink, logo, headingLevel = 3 }: ServiceCardProps) {
  return (
    <Card>
      {logo && <Logo src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />}
      <Heading as={headingLevel === 2 ? 'h2' : 'h3'}>{renderLink({ href, children: title })}</Heading>
      <Intro>{intro}</Intro>
      {bullets.length > 0 && (
        <Bullets>
          {bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </Bullets>
      )}
    </Card>
  );
}

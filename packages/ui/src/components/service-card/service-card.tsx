import { defaultRenderLink, type RenderLink } from '../link';
import { Bullets, Card, Heading, Intro, Logo } from './service-card.styles';

export interface ServiceCardLogo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ServiceCardProps {
  /** e.g. 'inPHR CARE'; also the link text. */
  title: string;
  intro: string;
  bullets: string[];
  href: string;
  renderLink?: RenderLink;
  logo?: ServiceCardLogo;
  headingLevel?: 2 | 3;
}

/** A service teaser: the heading's link covers the whole card (one tab stop). */
export function ServiceCard({
  title,
  intro,
  bullets,
  href,
  renderLink = defaultRenderLink,
  logo,
  headingLevel = 3,
}: ServiceCardProps) {
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

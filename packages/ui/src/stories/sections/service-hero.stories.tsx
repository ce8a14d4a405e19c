import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { LinkButton } from '../../components/button';
import { ServiceCard } from '../../components/service-card';
import { media, theme } from '../../theme/theme';
import { textOf } from '../localized';
import type { StoryText } from '../story-text';

const Hero = styled.section`
  display: grid;
  gap: ${theme.space.xl};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.section} ${theme.space.md};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
  }
`;

const Headline = styled.h1`
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.display};
`;

const Tagline = styled.p`
  && {
    margin-bottom: ${theme.space.lg};
  }
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md} ${theme.space.section};
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

// A phone drawn in the theme's default colours stands in for the service's screenshot.
const phone = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400"><rect width="320" height="400" fill="#eef4fb"/><rect x="100" y="30" width="120" height="340" rx="18" fill="#14202e"/><rect x="108" y="50" width="104" height="300" rx="8" fill="#ffffff"/><rect x="118" y="64" width="84" height="36" rx="6" fill="#0b5cad"/><rect x="118" y="110" width="84" height="10" rx="5" fill="#d5dce5"/><rect x="118" y="128" width="60" height="10" rx="5" fill="#d5dce5"/><rect x="118" y="150" width="84" height="70" rx="6" fill="#f6f8fb"/></svg>',
)}`;

function ServiceHero({ t }: { t: StoryText }) {
  const care = t.site.care;
  return (
    <>
      <Hero aria-labelledby="hero-heading">
        <div>
          <Headline id="hero-heading">{care.headline}</Headline>
          <Tagline>{care.tagline}</Tagline>
          <Intro>{care.intro[0]}</Intro>
          <Actions>
            <LinkButton href="#care" variant="primary" size="lg">
              {t.site.common.careSite.button}
            </LinkButton>
            <LinkButton href="#cooperate" variant="secondary" size="lg">
              {t.site.common.nav.contact}
            </LinkButton>
          </Actions>
        </div>
        <Picture src={phone} alt={care.heroAlt} width={320} height={400} />
      </Hero>
      <Features aria-label={care.list.heading}>
        {care.list.items.map((item) => (
          <li key={item.title}>
            <ServiceCard title={item.title} intro={item.text} bullets={[]} href="#care" headingLevel={2} />
          </li>
        ))}
      </Features>
    </>
  );
}

/** The top of a service page (inPHR CARE): headline, calls to action and what the service does. */
const meta = {
  title: 'Sections/Service hero',
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <ServiceHero t={textOf(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

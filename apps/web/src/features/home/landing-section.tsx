import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANDING_IMAGES } from '@inphr/i18n';
import { LinkButton, theme } from '@inphr/ui';
import { Carousel } from '../../components/carousel';
import { useAppDeps } from '../../lib/app-deps';
import { useFragmentLang } from '../../lib/language';
import { Container } from '../../components/page-section';
import { ManagedImage } from '../../components/pictures/managed-image';

/** Carousels of the landing section advance every 5000 ms (docs/spec.md, "States"). */
export const LANDING_CAROUSEL_MS = 5000;

const Wrap = styled.section`
  padding: ${theme.space.section} 0;
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textInverse};
`;
const Heading = styled.h2`
  font-size: ${theme.fontSizes.display};
  letter-spacing: 0.08em;
  margin-bottom: ${theme.space.sm};
`;
const Intro = styled.p`
  max-width: 44em;
  opacity: 0.9;
  margin-bottom: ${theme.space.xxl};
`;
const Block = styled.div<{ $reverse?: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  grid-template-columns: 1fr;
  margin-bottom: ${theme.space.section};
  &:last-child {
    margin-bottom: 0;
  }
  @media (min-width: 1024px) {
    grid-template-columns: ${({ $reverse }) => ($reverse ? '3fr 2fr' : '2fr 3fr')};
  }
  h3 {
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    opacity: 0.9;
  }
`;
const Media = styled.div`
  display: flex;
  gap: ${theme.space.lg};
  align-items: flex-start;
  justify-content: center;
  min-width: 0;
  img {
    display: block;
    height: auto;
    border-radius: ${theme.radii.lg};
  }
`;
const Phone = styled(ManagedImage)`
  width: min(220px, 40%);
`;
const SlideBox = styled.div`
  min-width: 0;
  flex: 1;
  max-width: 360px;
  img {
    width: 100%;
  }
`;
const WebSlides = styled.div`
  min-width: 0;
  width: 100%;
  img {
    width: 100%;
  }
`;
const Mockup = styled(ManagedImage)`
  width: 100%;
  margin-top: ${theme.space.lg};
`;

/** The SERVICE landing area for the CARE app and web version (docs/spec.md, "Services" and "Screens"). */
export function LandingSection() {
  const { t } = useTranslation();
  const { config } = useAppDeps();
  const fragmentLang = useFragmentLang();
  const appAlts = t('home:landing.app.slideAlts', { returnObjects: true }) as string[];
  const webAlts = t('home:landing.web.slideAlts', { returnObjects: true }) as string[];
  return (
    <Wrap aria-labelledby="landing-title" data-testid="landing">
      <Container>
        <Heading id="landing-title" lang={fragmentLang(t('home:landing.headingLang'))}>
          {t('home:landing.heading')}
        </Heading>
        <Intro>{t('home:landing.intro')}</Intro>
        <Block data-testid="landing-app">
          <div>
            <h3>{t('home:landing.app.title')}</h3>
            <p>{t('home:landing.app.text')}</p>
          </div>
          <Media>
            <Phone image={LANDING_IMAGES.phone} alt={t('home:landing.app.phoneAlt')} />
            <SlideBox>
              <Carousel
                label={t('home:landing.app.title')}
                autoplayMs={LANDING_CAROUSEL_MS}
                slides={LANDING_IMAGES.appSlides.map((image, i) => (
                  <ManagedImage key={image.pattern} image={image} alt={appAlts[i] ?? ''} />
                ))}
              />
            </SlideBox>
          </Media>
        </Block>
        <Block $reverse data-testid="landing-web">
          <div>
            <h3>{t('home:landing.web.title')}</h3>
            <p>{t('home:landing.web.text')}</p>
            <LinkButton href={config.careSiteUrl} target="_blank" rel="noopener noreferrer" size="lg">
              {t('home:landing.web.button')}
              <span className="visually-hidden">{t('common:newTab')}</span>
            </LinkButton>
          </div>
          <WebSlides>
            <Carousel
              label={t('home:landing.web.title')}
              autoplayMs={LANDING_CAROUSEL_MS}
              slides={LANDING_IMAGES.webSlides.map((image, i) => (
                <ManagedImage key={image.pattern} image={image} alt={webAlts[i] ?? ''} />
              ))}
            />
            <Mockup image={LANDING_IMAGES.web} alt={t('home:landing.web.mockupAlt')} />
          </WebSlides>
        </Block>
      </Container>
    </Wrap>
  );
}

import { ServerPart } from '../../components/server-part';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BRAND_NAME, SERVICE_CATEGORIES, getService, paths } from '@inphr/content';
import { SERVICE_IMAGES } from '@inphr/i18n';
import { ManagedImage } from '../../components/pictures/managed-image';
import { AutoGrid, Container, PageHeader, Section, SectionTitle } from '../../components/page-section';
import { theme } from '@inphr/ui';

const Logos = styled(AutoGrid).attrs({ $min: '180px', $fill: true, $gap: 'md' })`
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 88px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.lg};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  img {
    width: 80%;
    max-width: 200px;
    height: auto;
  }
`;

/** Service overview (docs/spec.md, "Screens"): four categories, each service linking to its page. */
export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('services:heading')} lead={t('services:intro')} kept />
      {SERVICE_CATEGORIES.map((category) => (
        <ServerPart as={Section} key={category.id} aria-labelledby={`category-${category.id}`} data-testid="service-category">
          <Container>
            <SectionTitle id={`category-${category.id}`}>{t(`services:categories.${category.id}`)}</SectionTitle>
            <p>{t(`services:categoryIntro.${category.id}`)}</p>
            <Logos>
              {category.services.map((slug) => (
                <li key={slug}>
                  <Link to={paths.service.getHref(slug)} aria-label={getService(slug).displayName}>
                    <ManagedImage
                      image={SERVICE_IMAGES[slug].logo}
                      alt={t('services:logoAlt', { name: `${BRAND_NAME} ${t(`services:cards.${slug}.name`)}` })}
                    />
                  </Link>
                </li>
              ))}
            </Logos>
          </Container>
        </ServerPart>
      ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OFFICES, MAP_PROVIDERS, mapLink } from '@inphr/content';
import { CardGrid, Container, PageHeader, Section, SectionTitle } from '../../components/page-section';
import { OfficeMap } from './office-map';
import { theme } from '@inphr/ui';

const Panels = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;
const Panel = styled.article`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  h3 { font-size: ${theme.fontSizes.lg}; }
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space.sm}; list-style: none; padding: 0; margin: 0; }
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;

type Item = { title: string; text: string };

/** Company page (SPEC §2): What we provide, What we collect, Vision, Directions. */
export default function BusinessPage() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as Item[];
  return (
    <>
      <PageHeader title={t('business:heading')} lead={t('business:intro')} />
      <Section aria-labelledby="provide">
        <Container>
          <SectionTitle id="provide">{t('business:provide.heading')}</SectionTitle>
          <CardGrid>
            {list('business:provide.items').map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="collect">
        <Container>
          <SectionTitle id="collect">{t('business:collect.heading')}</SectionTitle>
          <p>{t('business:collect.text')}</p>
          <CardGrid>
            {list('business:collect.items').map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="vision">
        <Container>
          <SectionTitle id="vision">{t('business:vision.heading')}</SectionTitle>
          <CardGrid>
            {list('business:vision.blocks').map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="directions">
        <Container>
          <SectionTitle id="directions">{t('business:directions.heading')}</SectionTitle>
          <Panels>
            {OFFICES.map((office) => {
              const place = t(office.id === 'headOffice' ? 'business:directions.headOffice' : 'business:directions.rnd');
              const address = t(office.id === 'headOffice' ? 'common:company.headOfficeAddress' : 'common:company.rndAddress');
              return (
                <Panel key={office.id} aria-labelledby={`office-${office.id}`} data-testid="map-panel">
                  <h3 id={`office-${office.id}`}>{place}</h3>
                  <OfficeMap office={office} place={place} />
                  <p>
                    <strong>{t('business:directions.addressLabel')}</strong> {address}
                  </p>
                  <ul>
                    {MAP_PROVIDERS.map((provider) => (
                      <li key={provider}>
                        <a href={mapLink(provider, office, address)} target="_blank" rel="noopener noreferrer">
                          {t('business:directions.openIn', { map: t(`business:directions.maps.${provider}`) })}
                          <span className="visually-hidden">{t('common:newTab')}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </Panel>
              );
            })}
          </Panels>
        </Container>
      </Section>
    </>
  );
}

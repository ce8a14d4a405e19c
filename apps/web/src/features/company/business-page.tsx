import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OFFICES, MAP_PROVIDERS, mapLink } from '@inphr/content';
import { PageHeader, TitledSection } from '../../components/page-section';
import { CardList, type CardItem } from '../../components/card-list';
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
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Company page (docs/spec.md, "Screens"): What we provide, What we collect, Vision, Directions. */
export default function BusinessPage() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as CardItem[];
  return (
    <>
      <PageHeader title={t('business:heading')} lead={t('business:intro')} kept />
      <TitledSection id="provide" heading={t('business:provide.heading')} kept>
        <CardList items={list('business:provide.items')} />
      </TitledSection>
      <TitledSection id="collect" heading={t('business:collect.heading')} kept>
        <p>{t('business:collect.text')}</p>
        <CardList items={list('business:collect.items')} />
      </TitledSection>
      <TitledSection id="vision" heading={t('business:vision.heading')} kept>
        <CardList items={list('business:vision.blocks')} />
      </TitledSection>
      <TitledSection id="directions" heading={t('business:directions.heading')}>
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
      </TitledSection>
    </>
  );
}

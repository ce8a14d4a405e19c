import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STORE_LINKS, type ServiceDefinition } from '@inphr/content';
import { BADGE_IMAGES } from '@inphr/i18n';
import { ManagedImage } from '../../components/pictures/managed-image';
import { QrCode } from '../../components/pictures/qr-code';
import { theme } from '@inphr/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  list-style: none;
  padding: 0;
  margin: ${theme.space.lg} 0 0;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space.xs};
  }
  a {
    display: block;
    line-height: 0;
  }
  img[src*='/qr/'] {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }
`;

/** Download badges and QR codes of the stores a service is in (docs/spec.md, "Screens": Service pages), built from the store links. */
export function StoreBadges({ service }: { service: ServiceDefinition }) {
  const { t } = useTranslation();
  if (service.stores.length === 0) return null;
  return (
    <List data-testid="store-badges">
      {service.stores.map((store) => {
        const href = STORE_LINKS[store](service.slug);
        const name = t(`services:stores.${store}`);
        return (
          <li key={store} data-store={store}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <ManagedImage image={BADGE_IMAGES[store]} alt={`${name} ${t('common:newTab')}`} />
            </a>
            <QrCode slug={service.slug} store={store} label={t('services:qrLabel', { store: name, name: service.displayName })} size={112} />
          </li>
        );
      })}
    </List>
  );
}

import { useTranslation } from 'react-i18next';
import type careTexts from '@inphr/i18n/locales/ko/svc-care.json';
import { SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { LinkButton } from '@inphr/ui';
import { CardSection } from '../../../components/card-list';
import { ChipList, TitledSection } from '../../../components/page-section';
import { ManagedImage } from '../../../components/pictures/managed-image';
import { useAppDeps } from '../../../lib/app-deps';
import { Muted, Split } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

type Texts = typeof careTexts;

function CarePhone() {
  const text = useServiceTexts<Texts>('care');
  return <ManagedImage image={SERVICE_EXTRA_IMAGES.care.phone} alt={text('heroAlt')} priority />;
}

/** Seven features, then the devices it works with and a way to the care site. */
function CareSections() {
  const { t } = useTranslation();
  const text = useServiceTexts<Texts>('care');
  const { config } = useAppDeps();
  const features = text('features');
  const devices = text('devices');
  return (
    <>
      <CardSection id="care-features" testId="service-features" list={features} min="220px" />
      <TitledSection id="care-devices" heading={devices.heading} testId="care-devices" kept>
        <Split>
          <div>
            <Muted>{devices.text}</Muted>
            <ChipList $spaced data-testid="compatible-devices">
              {devices.items.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ChipList>
            <LinkButton href={config.careSiteUrl} target="_blank" rel="noopener noreferrer" size="lg">
              {text('visitButton')}
              <span className="visually-hidden">{t('common:newTab')}</span>
            </LinkButton>
          </div>
          <ManagedImage image={SERVICE_EXTRA_IMAGES.care.devices} alt={devices.imageAlt} />
        </Split>
      </TitledSection>
    </>
  );
}

export const care: ServiceSections = { HeroPicture: CarePhone, Sections: CareSections };

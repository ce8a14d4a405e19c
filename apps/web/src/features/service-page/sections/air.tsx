import { ServerPart } from '../../../components/server-part';
import type airTexts from '@inphr/i18n/locales/ko/svc-air.json';
import { SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { Container, Section } from '../../../components/page-section';
import { ManagedImage } from '../../../components/pictures/managed-image';
import { Muted, Wide } from '../section-styles';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

/** A wide artboard across the page, with its caption. */
function AirSections() {
  const artboard = useServiceTexts<typeof airTexts>('air')('artboard');
  return (
    <ServerPart as={Section} data-testid="air-artboard">
      <Wide>
        <ManagedImage image={SERVICE_EXTRA_IMAGES.air.artboard} alt={artboard.alt} />
      </Wide>
      <Container>
        <Muted>{artboard.caption}</Muted>
      </Container>
    </ServerPart>
  );
}

export const air: ServiceSections = { Sections: AirSections };

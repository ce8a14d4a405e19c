import type dashTexts from '@inphr/i18n/locales/ko/svc-dash.json';
import { SERVICE_EXTRA_IMAGES } from '@inphr/i18n';
import { CardSection } from '../../../components/card-list';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';

/** Seven use cases and three functions. */
function DashSections() {
  const text = useServiceTexts<typeof dashTexts>('dash');
  const useCases = text('useCases');
  const functions = text('functions');
  return (
    <>
      <CardSection id="dash-usecases" testId="dash-usecases" list={useCases} min="220px" />
      <CardSection id="dash-functions" testId="dash-functions" list={functions} />
    </>
  );
}

export const dash: ServiceSections = { listPictures: SERVICE_EXTRA_IMAGES.dash.items, Sections: DashSections };

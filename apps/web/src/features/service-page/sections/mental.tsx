import type mentalTexts from '@inphr/i18n/locales/ko/svc-mental.json';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';
import { CasesAndEnd } from './cases-and-end';

function MentalSections() {
  const text = useServiceTexts<typeof mentalTexts>('mental');
  return <CasesAndEnd slug="mental" casesKey="applications" cases={text('applications')} end={text('end')} />;
}

export const mental: ServiceSections = { Sections: MentalSections };

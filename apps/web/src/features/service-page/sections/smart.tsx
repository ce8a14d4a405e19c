import type smartTexts from '@inphr/i18n/locales/ko/svc-smart.json';
import type { ServiceSections } from '../service-sections';
import { useServiceTexts } from '../service-texts';
import { CasesAndEnd } from './cases-and-end';

function SmartSections() {
  const text = useServiceTexts<typeof smartTexts>('smart');
  return <CasesAndEnd slug="smart" casesKey="cases" cases={text('cases')} end={text('end')} />;
}

export const smart: ServiceSections = { Sections: SmartSections };

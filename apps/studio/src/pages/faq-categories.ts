import { FAQ_ALL_SERVICE_SEQ, SERVICES } from '@inphr/content';
import type { TFunction } from 'i18next';

/** The public FAQ's tabs: the general questions, then one per service (docs/spec.md, "Entities": FAQ categories). */
export function faqCategories(t: TFunction): { value: string; label: string }[] {
  return [
    { value: String(FAQ_ALL_SERVICE_SEQ), label: t('faq.general') },
    ...SERVICES.map((s) => ({
      value: String(s.faqServiceSeq),
      label: s.displayName,
    })),
  ];
}

import type { Language } from '@inphr/content';

/** What the page hands to its parts, whichever file draws them. */
export interface SiteHeaderProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

export interface NewsPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

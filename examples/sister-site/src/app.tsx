import { useState } from 'react';
import { toApiLanguage, type Language } from '@inphr/content';
import type { Apis } from './apis.js';
import { FaqSection } from './faq-section.js';
import { NewsSection } from './news-section.js';
import { Highlights, ServiceCards, SiteHeader, SiteStyles } from './parts/index.js';

export function App({ apis, initialLanguage }: { apis: Apis; initialLanguage: Language }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const apiLanguage = toApiLanguage(language);
  return (
    <>
      <SiteStyles />
      <SiteHeader language={language} onLanguageChange={setLanguage} />
      <main>
        <Highlights />
        <ServiceCards />
        <NewsSection care={apis.care} lang={apiLanguage} />
        <FaqSection main={apis.main} lang={apiLanguage} />
      </main>
    </>
  );
}

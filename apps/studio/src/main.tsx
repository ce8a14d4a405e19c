import './zod-jitless';
import { createRoot } from 'react-dom/client';
import { detectBrowserLanguage, loadNamespace } from '@inphr/i18n';
import { App } from './app/app';

/** The studio's texts in the chosen language first, then the app: no untranslated flash. */
async function start() {
  const lang = detectBrowserLanguage();
  const texts = await loadNamespace(lang, 'studio');
  document.documentElement.lang = lang;
  createRoot(document.getElementById('root')!).render(<App lang={lang} texts={texts} />);
}

void start();

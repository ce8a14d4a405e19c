import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@inphr/content';
import { loadResources, type LanguageResources, type Namespace } from './resources';

export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * A fresh i18next instance with the given texts already in it: one per server request, one per
 * browser page. Synchronous init, so the first render has its texts (no flash, no mismatch).
 */
export function createI18n(lang: Language, resources: LanguageResources): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: { [lang]: resources },
    ns: Object.keys(resources),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Makes sure `namespaces` are present for `lang`, fetching the missing ones. */
export async function ensureNamespaces(instance: I18n, lang: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lang, ns));
  if (missing.length === 0) return;
  const loaded = await loadResources(lang, missing);
  for (const [ns, texts] of Object.entries(loaded)) {
    instance.addResourceBundle(lang, ns, texts, true, true);
  }
}

/** Switches the instance to `lang`, first loading every namespace the page already uses. */
export async function switchLanguage(instance: I18n, lang: Language): Promise<void> {
  const current = instance.language as Language;
  const used = Object.keys(instance.store.data[current] ?? {}) as Namespace[];
  await ensureNamespaces(instance, lang, used);
  await instance.changeLanguage(lang);
}

/** The texts of `namespaces` in `lang` from an instance, for embedding in server-rendered HTML. */
export function pickResources(instance: I18n, lang: Language, namespaces: readonly Namespace[]): LanguageResources {
  const out: LanguageResources = {};
  for (const ns of namespaces) {
    const bundle = instance.getResourceBundle(lang, ns) as Record<string, unknown> | undefined;
    if (bundle) out[ns] = bundle;
  }
  return out;
}

import { SERVICE_SLUGS, type Language, type ServiceSlug } from '@inphr/content';

/** The namespaces of the site's own pages and parts, and of the staff studio. */
const BASE_NAMESPACES = [
  'common',
  'home',
  'services',
  'business',
  'history',
  'cooperate',
  'faq',
  'media',
  'terms',
  'privacy',
  // The staff studio's texts (apps/studio); no page of the site loads them.
  'studio',
] as const;

/** A service page's texts: one namespace per service of the service table. */
export type ServiceNamespace = `svc-${ServiceSlug}`;
export type Namespace = (typeof BASE_NAMESPACES)[number] | ServiceNamespace;

/** Namespaces: one JSON file per language each, loaded only where a page needs it. */
export const NAMESPACES: readonly Namespace[] = /*#__PURE__*/ (() => [...BASE_NAMESPACES, ...SERVICE_SLUGS.map((slug): ServiceNamespace => `svc-${slug}`)])();

export type NamespaceResources = Record<string, unknown>;
/** Resources of one language: namespace -> texts. */
export type LanguageResources = Partial<Record<Namespace, NamespaceResources>>;

/**
 * Each file becomes its own hashed chunk, fetched only when a page of that language asks for it.
 * The table of those chunks (3 languages × every namespace) is itself loaded on first use: a first
 * page load gets its texts in the HTML and never needs it.
 */
export async function loadNamespace(lang: Language, ns: Namespace): Promise<NamespaceResources> {
  const { loaders } = await import('./loaders');
  const load = loaders[`./locales/${lang}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} texts for ${lang}`);
  return load();
}

export async function loadResources(lang: Language, namespaces: readonly Namespace[]): Promise<LanguageResources> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(lang, ns)] as const));
  return Object.fromEntries(entries);
}

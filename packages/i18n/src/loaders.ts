import type { NamespaceResources } from './resources';

/** One lazy chunk per locale file (see loadNamespace in resources.ts). */
export const loaders = import.meta.glob<NamespaceResources>('./locales/*/*.json', { import: 'default' });

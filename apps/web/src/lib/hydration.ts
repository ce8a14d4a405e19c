import type { Namespace } from '@inphr/i18n';

/**
 * Whether React is hydrating the page the server sent (the browser's first render), as opposed to
 * rendering after a navigation inside the app. Set by entry-client.tsx around hydrateRoot, ended by
 * the root route once the page is live. On the server it stays false: every part renders.
 */
let hydratingServerPage = false;

export function startHydration(): void {
  hydratingServerPage = true;
}

export function endHydration(): void {
  hydratingServerPage = false;
}

export function isHydratingServerPage(): boolean {
  return hydratingServerPage;
}

/**
 * The namespaces only the first page's kept parts read (its `keptNs`), which the page did not bring:
 * nothing needs them until the language changes, when those parts render again (in the new
 * language, whose texts the change loads with these).
 */
let keptPartsTexts: readonly Namespace[] = [];
export function setKeptPartsNamespaces(namespaces: readonly Namespace[]): void {
  keptPartsTexts = namespaces;
}
export function keptPartsNamespaces(): readonly Namespace[] {
  return keptPartsTexts;
}

/** Marks a part the browser keeps as the server sent it (components/server-part.tsx; its links: hooks/use-kept-links.ts). */
export const KEPT_PART_ATTRIBUTE = 'data-kept';

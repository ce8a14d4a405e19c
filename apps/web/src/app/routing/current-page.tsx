import { createContext, useContext, type ReactNode } from 'react';
import type { PageHandle } from './page-module';

const CurrentPageContext = createContext<PageHandle | undefined>(undefined);

/**
 * Makes the handle of the page at the current location known above the page itself: the root
 * route sets the document's title from it, the header marks its navigation entry. (React Router's
 * declarative mode keeps no matches for `useMatches`; AppRoutes matches the table once per path.)
 */
export function CurrentPageProvider({ handle, children }: { handle: PageHandle | undefined; children: ReactNode }) {
  return <CurrentPageContext value={handle}>{children}</CurrentPageContext>;
}

/** The handle of the page at the current location: its texts, title and navigation entry. */
export function useCurrentPage(): PageHandle | undefined {
  return useContext(CurrentPageContext);
}

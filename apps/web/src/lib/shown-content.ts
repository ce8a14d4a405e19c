import type { QueryClient } from '@tanstack/react-query';
import type { ContentTag } from '@inphr/api';
import { contentShownBy } from '@inphr/api/queries';
import { isFirstViewKey } from './first-views';

/**
 * What a page rendered on the server shows that may change (`RenderResult.shows`: the server keeps
 * the page at those content versions), from the queries it was rendered with, embedded in its state
 * or not. A first view shows what its list shows.
 */
export function shownContent(queryClient: QueryClient): ContentTag[] {
  const shows = new Set<ContentTag>();
  for (const { queryKey } of queryClient.getQueryCache().getAll()) {
    if (!isFirstViewKey(queryKey)) for (const tag of contentShownBy(queryKey)) shows.add(tag);
  }
  return [...shows].sort();
}

import { useCallback, useMemo, useState } from 'react';
import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';

/** What a list page shows before the visitor asks for more: its first page and the list's length. */
export interface FirstView<T> {
  items: T[];
  total: number;
}

/** The first view of a list: its first `pageSize` items and its length. */
export function firstViewOf<T>(items: readonly T[], pageSize: number): FirstView<T> {
  return { items: items.slice(0, pageSize), total: items.length };
}

/**
 * A list fetched whole and paginated on the client (docs/spec.md, "Constants"; docs/decisions/0010-first-view-embedded.md), whose first page came with the HTML
 * as a small first view. The page shows that view until the visitor reaches for more; the whole
 * list is fetched on the first sign of it (a pointer over or focus in the list's controls, or a
 * change of page, search or filter), so a first visit carries one page of data, not all of it.
 * Without a first view (navigation inside the app, another language) the list is wanted at once.
 */
export function useFirstView<V>(key: QueryKey) {
  const { data: firstView } = useQuery<V>({ queryKey: key, queryFn: skipToken, staleTime: Infinity });
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  const intent = useMemo(() => ({ onPointerEnter: reach, onPointerDown: reach, onFocus: reach }), [reach]);
  return { firstView, wantAll: reached || firstView === undefined, reach, intent };
}

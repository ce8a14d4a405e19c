import { useEffect, useMemo, useState } from 'react';
import type { FirstView } from './use-first-view';

/**
 * Client-side pagination of a fetched list (docs/spec.md, "Constants"); resets to page 1 when `resetKey` changes.
 * While the list is not here (`items` undefined), its `firstView` stands in for page 1 and knows
 * the page count; any other page is `waiting` for the list.
 */
export function useClientPagination<T>(items: readonly T[] | undefined, pageSize: number, resetKey: unknown, firstView?: FirstView<T>) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [resetKey]);
  const total = items?.length ?? firstView?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, totalPages);
  const fromFirstView = !items && current === 1 && firstView !== undefined;
  const pageItems = useMemo(
    () => (items ? items.slice((current - 1) * pageSize, current * pageSize) : fromFirstView ? firstView.items : []),
    [items, current, pageSize, fromFirstView, firstView],
  );
  return { page: current, setPage, totalPages, pageItems, total, offset: (current - 1) * pageSize, waiting: !items && !fromFirstView };
}

import { useEffect, useMemo, useState } from 'react';

/** Client-side pagination of a fetched list (SPEC §9); resets to page 1 when `resetKey` changes. */
export function useClientPagination<T>(items: readonly T[], pageSize: number, resetKey: unknown) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [resetKey]);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, totalPages);
  const pageItems = useMemo(() => items.slice((current - 1) * pageSize, current * pageSize), [items, current, pageSize]);
  return { page: current, setPage, totalPages, pageItems, offset: (current - 1) * pageSize };
}

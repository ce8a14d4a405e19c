import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientPagination } from './use-client-pagination';
import { firstViewOf } from './use-first-view';

const list = Array.from({ length: 23 }, (_, i) => i + 1);

describe('useClientPagination', () => {
  it('pages a whole list and resets to page 1 when the reset key changes', () => {
    const { result, rerender } = renderHook(({ key }) => useClientPagination(list, 10, key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ page: 1, totalPages: 3, total: 23, pageItems: list.slice(0, 10), waiting: false });
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, offset: 20, pageItems: [21, 22, 23] });
    rerender({ key: 'b' });
    expect(result.current.page).toBe(1);
  });

  it('shows page 1 from the first view while the list is not here, and waits on other pages', () => {
    const firstView = firstViewOf(list, 10);
    expect(firstView).toEqual({ items: list.slice(0, 10), total: 23 });
    const { result, rerender } = renderHook(({ items }) => useClientPagination(items, 10, 'k', firstView), {
      initialProps: { items: undefined as number[] | undefined },
    });
    expect(result.current).toMatchObject({ page: 1, totalPages: 3, total: 23, pageItems: list.slice(0, 10), waiting: false });
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ page: 2, pageItems: [], waiting: true });
    rerender({ items: list });
    expect(result.current).toMatchObject({ page: 2, pageItems: list.slice(10, 20), waiting: false });
  });

  it('waits without a first view until the list arrives', () => {
    const { result } = renderHook(() => useClientPagination<number>(undefined, 10, 'k'));
    expect(result.current).toMatchObject({ page: 1, totalPages: 1, total: 0, pageItems: [], waiting: true });
  });
});

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: up to 7 pages all; near the start 1-7 … last; near the end 1 … last 7;
 * otherwise 1 … current±3 … last.
 */
export function getPageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 7) return range(1, total);
  if (current < 6) return [...range(1, 7), 'end-ellipsis', total];
  if (current > total - 5) return [1, 'start-ellipsis', ...range(total - 6, total)];
  return [1, 'start-ellipsis', ...range(current - 3, current + 3), 'end-ellipsis', total];
}

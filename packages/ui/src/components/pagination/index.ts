export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { getPageItems } from './get-page-items';
export type { PageItem } from './get-page-items';

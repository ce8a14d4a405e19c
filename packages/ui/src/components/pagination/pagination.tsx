import { VisuallyHidden } from '../../theme/visually-hidden';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { getPageItems } from './get-page-items';
import { Ellipsis, PageButton, PageList } from './pagination.styles';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Number of pages (none: nothing renders). */
  totalPages: number;
  /** Called with the page chosen. */
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Accessible name of the previous-page button. */
  previousLabel: string;
  /** Accessible name of the next-page button. */
  nextLabel: string;
  /** Accessible name of each page button, e.g. (3) => 'Page 3'. */
  pageLabel: (page: number) => string;
}

/** Page navigation: previous, page numbers with ellipses, next. */
export function Pagination({ page, totalPages, onChange, label, previousLabel, nextLabel, pageLabel }: PaginationProps) {
  if (totalPages <= 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <nav aria-label={label}>
      <PageList>
        <li>
          <PageButton type="button" disabled={current <= 1} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
            <VisuallyHidden>{previousLabel}</VisuallyHidden>
          </PageButton>
        </li>
        {getPageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton type="button" aria-label={pageLabel(item)} aria-current={item === current ? 'page' : undefined} onClick={() => go(item)}>
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={current >= totalPages} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
            <VisuallyHidden>{nextLabel}</VisuallyHidden>
          </PageButton>
        </li>
      </PageList>
    </nav>
  );
}

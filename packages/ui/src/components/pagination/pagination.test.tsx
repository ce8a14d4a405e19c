import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { getPageItems, type PageItem } from './get-page-items';
import { Pagination, type PaginationProps } from './pagination';

const S = 'start-ellipsis' as const;
const E = 'end-ellipsis' as const;

describe('getPageItems', () => {
  const cases: Array<[current: number, total: number, expected: PageItem[]]> = [
    // no pages
    [1, 0, []],
    // total <= 7: every page
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    // total 8: current < 6 -> 1..7 … 8; from 6 on (6 > 8 - 5) the end branch
    [1, 8, [1, 2, 3, 4, 5, 6, 7, E, 8]],
    [5, 8, [1, 2, 3, 4, 5, 6, 7, E, 8]],
    [6, 8, [1, S, 2, 3, 4, 5, 6, 7, 8]],
    [8, 8, [1, S, 2, 3, 4, 5, 6, 7, 8]],
    // total 20: start branch up to 5, middle 6..15, end branch from 16
    [1, 20, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    [6, 20, [1, S, 3, 4, 5, 6, 7, 8, 9, E, 20]],
    [10, 20, [1, S, 7, 8, 9, 10, 11, 12, 13, E, 20]],
    [15, 20, [1, S, 12, 13, 14, 15, 16, 17, 18, E, 20]],
    [16, 20, [1, S, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, S, 14, 15, 16, 17, 18, 19, 20]],
  ];

  it.each(cases)('page %i of %i', (current, total, expected) => {
    expect(getPageItems(current, total)).toEqual(expected);
  });
});

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onChange = vi.fn();
  const utils = render(
    <Pagination
      page={1}
      totalPages={20}
      onChange={onChange}
      label="Pages"
      previousLabel="Previous page"
      nextLabel="Next page"
      pageLabel={(page) => `Page ${page}`}
      {...props}
    />,
  );
  return { ...utils, onChange };
}

describe('Pagination', () => {
  it('renders a labelled nav with the current page marked and previous disabled on page 1', () => {
    renderPagination();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('…').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('calls onChange with the chosen, previous and next page', async () => {
    const { onChange } = renderPagination({ page: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange.mock.calls).toEqual([[12], [9], [11]]);
  });

  it('disables next on the last page', () => {
    renderPagination({ page: 20 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('renders nothing without pages', () => {
    const { container } = renderPagination({ totalPages: 0 });
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderPagination({ page: 10 });
    await expectNoAxeViolations(container);
  });
});

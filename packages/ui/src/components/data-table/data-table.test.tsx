import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { DataTable, type DataTableColumn } from './data-table';

const columns: DataTableColumn[] = [
  { key: 'no', header: 'No.', align: 'center', width: '4rem', hideOnMobile: true },
  { key: 'title', header: 'Title' },
  { key: 'date', header: 'Date', align: 'end' },
];

describe('DataTable', () => {
  it('renders a captioned table with column headers and cells', () => {
    render(
      <DataTable
        caption="News"
        columns={columns}
        emptyText="No results."
        rows={[{ key: '1', cells: { no: 2, title: 'Release notes', date: '2024.01.02' } }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'News' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['No.', 'Title', 'Date']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getByRole('cell', { name: 'Release notes' })).toBeInTheDocument();
  });

  it('calls onActivate for a click anywhere in the row except on its controls', async () => {
    const onActivate = vi.fn();
    const onLink = vi.fn((event: Event) => event.preventDefault());
    render(
      <DataTable
        caption="News"
        columns={columns}
        emptyText="No results."
        rows={[
          {
            key: '7',
            onActivate,
            cells: {
              no: 1,
              title: (
                <a href="/media/7" onClick={(event) => onLink(event.nativeEvent)}>
                  Notice
                </a>
              ),
              date: '2024.03.04',
            },
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('cell', { name: '2024.03.04' }));
    expect(onActivate).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'Notice' }));
    expect(onLink).toHaveBeenCalledOnce();
    expect(onActivate).toHaveBeenCalledOnce();
  });

  it('shows one cell spanning all columns when empty', () => {
    render(<DataTable caption="News" captionHidden columns={columns} rows={[]} emptyText="No results." />);
    const cell = screen.getByRole('cell', { name: 'No results.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('table', { name: 'News' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DataTable
        caption="News"
        columns={columns}
        emptyText="No results."
        rows={[
          { key: '1', onActivate: () => {}, cells: { no: 1, title: <a href="/media/1">A</a>, date: '2024.01.01' } },
          { key: '2', cells: { no: 2, title: 'B', date: '2024.01.02' } },
        ]}
      />,
    );
    await expectNoAxeViolations(container);
  });
});

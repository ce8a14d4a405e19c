import type { MouseEvent, ReactNode } from 'react';
import { Caption, Cell, EmptyCell, HeaderCell, Row, Table, type CellAlign } from './data-table.styles';

export interface DataTableColumn {
  /** Key of the cell in each row's `cells`. */
  key: string;
  /** Column heading (a th with scope="col"). */
  header: string;
  /** Text alignment of the column: 'start' (default), 'center' or 'end'. */
  align?: CellAlign;
  /** CSS width of the column, e.g. '6rem' or '15%'. */
  width?: string;
  /** Hidden below the md breakpoint (CSS only). */
  hideOnMobile?: boolean;
}

export interface DataTableRow {
  /** Stable React key of the row. */
  key: string;
  /** The row's content by column key. */
  cells: Record<string, ReactNode>;
  /** Row click handler for pointer users; put a real link in one cell for keyboard users. */
  onActivate?: () => void;
}

export interface DataTableProps {
  /** The table's caption: its accessible name. */
  caption: string;
  /** Keeps the caption for screen readers only. */
  captionHidden?: boolean;
  /** Columns in display order. */
  columns: DataTableColumn[];
  /** Rows in display order. */
  rows: DataTableRow[];
  /** Shown in a single full-width cell when there are no rows. */
  emptyText: string;
  /** Class of the table. */
  className?: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]';

function onRowClick(event: MouseEvent<HTMLTableRowElement>, onActivate: () => void) {
  const target = event.target as Element;
  const interactive = target.closest(INTERACTIVE);
  // Clicks on the row's own controls do their own thing.
  if (interactive && event.currentTarget.contains(interactive)) return;
  // Selecting text is not a click on the row.
  if (typeof window !== 'undefined' && window.getSelection()?.toString()) return;
  onActivate();
}

/** A real table with a caption and column headers; rows may be clickable. */
export function DataTable({ caption, captionHidden, columns, rows, emptyText, className }: DataTableProps) {
  return (
    <Table className={className}>
      <Caption $hidden={captionHidden}>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <HeaderCell key={column.key} scope="col" $align={column.align ?? 'start'} $hideOnMobile={column.hideOnMobile} $width={column.width}>
              {column.header}
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
          </tr>
        ) : (
          rows.map((row) => {
            const { onActivate } = row;
            return (
              <Row key={row.key} $clickable={Boolean(onActivate)} onClick={onActivate ? (event) => onRowClick(event, onActivate) : undefined}>
                {columns.map((column) => (
                  <Cell key={column.key} $align={column.align ?? 'start'} $hideOnMobile={column.hideOnMobile}>
                    {row.cells[column.key]}
                  </Cell>
                ))}
              </Row>
            );
          })
        )}
      </tbody>
    </Table>
  );
}

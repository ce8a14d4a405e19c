export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps, DataTableRow } from './data-table';

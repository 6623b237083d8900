import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export type DataColumn<R> = { header: string; cell: (row: R) => ReactNode };

type DataTableProps<R> = {
  /** The table's accessible name (also its scroll region's). */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly DataColumn<R>[];
  /** The last column, right-aligned: the row's buttons. */
  actions?: { header: string; cell: (row: R) => ReactNode };
};

/** A small table of rows, one cell per column, and its buttons at the end of each row. */
export function DataTable<R>({ label, rows, rowKey, columns, actions }: DataTableProps<R>) {
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
            {actions && <TableCell align="right">{actions.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.cell(row)}</TableCell>
              ))}
              {actions && (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {actions.cell(row)}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** A name, and a small chip beside it when the row is marked (the default one). */
export function NameWithChip({ name, chip }: { name: ReactNode; chip: string | false }) {
  return (
    <>
      {name} {chip && <Chip size="small" label={chip} />}
    </>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  type ReportColumn,
  type ReportColumnKey,
} from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type Props<Row extends object> = {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  loaded: boolean;
  /** On paper: the sheet's width, smaller type, days without their time. */
  printed?: boolean;
};

/** Cells of a printed table: the width of a sheet holds every column. */
const PRINTED = { '& th, & td': { fontSize: '0.7rem', px: 0.75, py: 0.5 } } as const;

/** A report's rows (per account and group, or per period), its columns as core lists them. */
export function ReportTable<Row extends object>({ columns, rows, loaded, printed }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const cell = (row: Row, column: ReportColumn<Row>) => {
    const value = row[column.key] as unknown;
    if (value === null || value === undefined) return '';
    if (column.kind === 'number') return formatNumber(Number(value), i18n.language);
    if (column.kind === 'date') {
      return (printed ? formatDate : formatDateTime)(String(value), i18n.language);
    }
    return String(value);
  };
  if (loaded && rows.length === 0) {
    return <Typography sx={{ my: 2 }}>{t('reports.noRows')}</Typography>;
  }
  const table = (
    <Table size="small" aria-label={t('reports.rows')} sx={printed ? PRINTED : undefined}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.kind === 'number' ? 'right' : 'left'}>
              {t(`reports.column.${c.key as ReportColumnKey}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {/* A page's rows are replaced whole, never reordered: their place is their key. */}
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.kind === 'number' ? 'right' : 'left'}>
                {cell(row, c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return printed ? table : <TableScroll label={t('reports.rows')}>{table}</TableScroll>;
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@portal/core';
import { TableScroll } from '../../../ui/TableScroll';

type Props = {
  label: string;
  months: readonly string[];
  figures: readonly number[];
};

/** A tile's trend as text: each month with what was added in it. */
export function TrendTable({ label, months, figures }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accounts.dashboard.month')}</TableCell>
            <TableCell align="right">{t('accounts.dashboard.added')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((month, index) => (
            <TableRow key={month}>
              <TableCell component="th" scope="row">
                {month}
              </TableCell>
              <TableCell align="right">
                {formatNumber(figures[index] ?? 0, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

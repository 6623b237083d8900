import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatNumber, type TScoreItem } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

/** A column of scores: whose, and which figure of theirs (null: not shown, too few answers). */
export type ScoreColumn = {
  header: string;
  items: readonly TScoreItem[] | null;
  figure: 'average' | 'agreement';
};

/** Items down, scores across: the same items' figures of several sets side by side. */
export function ScoreTable({
  caption,
  items,
  columns,
}: {
  caption: string;
  items: readonly TScoreItem[];
  columns: readonly ScoreColumn[];
}) {
  const { t, i18n } = useTranslation();
  const figure = (column: ScoreColumn, key: string) => {
    const item = column.items?.find((i) => i.key === key);
    if (!item) return '–';
    return column.figure === 'average'
      ? formatNumber(item.average, i18n.language, { max: 2 })
      : t('teamSurveys.percent', { value: item.agreement });
  };
  return (
    <TableScroll label={caption}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('teamSurveys.item')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} align="right">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.key}>
              <TableCell component="th" scope="row">
                {item.label}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} align="right">
                  {figure(column, item.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

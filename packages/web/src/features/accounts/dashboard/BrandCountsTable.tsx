import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { BRANDS, formatNumber, type BrandKey, type TBrandCounts } from '@portal/core';
import { TableScroll } from '../../../ui/TableScroll';

const COLUMNS = [
  'crmAccounts',
  'userGroups',
  'userAccounts',
  'groupMembers',
  'notes',
  'awards',
] as const;

const brandName = (appName: string) =>
  Object.hasOwn(BRANDS, appName) ? BRANDS[appName as BrandKey].displayName : appName;

/** How many accounts, groups, people, members, notes and awards each brand has. */
export function BrandCountsTable({ counts }: { counts: readonly TBrandCounts[] }) {
  const { t, i18n } = useTranslation();
  const title = t('accounts.dashboard.byBrand');
  return (
    <TableScroll label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accounts.dashboard.brand')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {t(`accounts.dashboard.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map((row) => (
            <TableRow key={row.appName}>
              <TableCell>{brandName(row.appName)}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {formatNumber(row[column], i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CrmAccountSortProperty, TCrmAccountRow } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type Sort = { property: CrmAccountSortProperty; ascending: boolean };
type Props = {
  rows: TCrmAccountRow[];
  loaded: boolean;
  sort: Sort;
  onSort: (property: CrmAccountSortProperty) => void;
  linkTo: (accountId: string) => string;
};

const SORTABLE = ['accountName', 'accountId', 'industry', 'city', 'state'] as const;

/** One page of accounts; the sortable columns sort on the server. */
export function AccountTable({ rows, loaded, sort, onSort, linkTo }: Props) {
  const { t } = useTranslation();
  const head = (property: (typeof SORTABLE)[number]) => (
    <TableCell
      key={property}
      sortDirection={sort.property === property ? (sort.ascending ? 'asc' : 'desc') : false}
    >
      <TableSortLabel
        active={sort.property === property}
        direction={sort.property === property && !sort.ascending ? 'desc' : 'asc'}
        onClick={() => onSort(property)}
      >
        {t(`accounts.columns.${property}`)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableScroll label={t('accounts.admin.title')}>
      <Table size="small" aria-label={t('accounts.admin.title')}>
        <TableHead>
          <TableRow>
            {SORTABLE.slice(0, 2).map(head)}
            <TableCell>{t('accounts.columns.parent')}</TableCell>
            {SORTABLE.slice(2).map(head)}
            <TableCell align="right">{t('accounts.columns.users')}</TableCell>
            <TableCell align="right">{t('accounts.columns.groups')}</TableCell>
            <TableCell align="right">{t('accounts.columns.children')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>{t('accounts.admin.none')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link component={RouterLink} to={linkTo(row.id)}>
                  {row.accountName}
                </Link>
              </TableCell>
              <TableCell>{row.accountId}</TableCell>
              <TableCell>
                {row.parentId ? (
                  <Link component={RouterLink} to={linkTo(row.parentId)}>
                    {row.parentAccountName ?? row.parentAccountId}
                  </Link>
                ) : (
                  row.parentAccountId
                )}
              </TableCell>
              <TableCell>{row.industry}</TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell>{row.state}</TableCell>
              <TableCell align="right">{row.userCount}</TableCell>
              <TableCell align="right">{row.groupCount}</TableCell>
              <TableCell align="right">{row.childCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

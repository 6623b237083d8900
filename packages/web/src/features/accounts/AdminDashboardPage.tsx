import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRANDS, crmAccountApi, formatNumber, type BrandKey } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { SecuritySection } from '../security/SecuritySection';
import { TableScroll } from '../../ui/TableScroll';

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

/**
 * admin/dashboard: how many accounts, groups, people, members, notes and awards each brand
 * has (every brand for employees with global data access, this brand for other staff).
 */
export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const counts = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => call(api, crmAccountApi.dashboardCounts, {}, signal),
  });
  if (counts.isPending) return <PageLoading />;
  if (counts.error instanceof ApiError && counts.error.status === 403) {
    return <Alert severity="info">{t('accounts.dashboard.staffOnly')}</Alert>;
  }
  if (counts.isError) return <ErrorNotice error={counts.error} />;
  return (
    <SecuritySection level={2} title={t('accounts.dashboard.title')}>
      <TableScroll label={t('accounts.dashboard.title')}>
        <Table size="small" aria-label={t('accounts.dashboard.title')}>
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
            {counts.data.map((row) => (
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
    </SecuritySection>
  );
}

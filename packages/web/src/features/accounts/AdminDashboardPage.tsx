import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SERIES, crmAccountApi } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { SecuritySection } from '../security/SecuritySection';
import { BrandCountsTable } from './dashboard/BrandCountsTable';
import { DashboardTile, type TrendView } from './dashboard/DashboardTile';

/**
 * admin/dashboard: the brand's people, 360s, plans, checkups and events, each with its trend over
 * the last 12 months (a chart, or a table of the same figures) and a link to its report; below,
 * what each brand holds (every brand for employees with global data access, else this brand).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const [view, setView] = useState<TrendView>('chart');
  const counts = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => call(api, crmAccountApi.dashboardCounts, {}, signal),
  });
  const trends = useQuery({
    queryKey: ['admin', 'dashboard', 'trends'],
    queryFn: ({ signal }) => call(api, crmAccountApi.dashboardTrends, {}, signal),
  });
  if (counts.isPending || trends.isPending) return <PageLoading />;
  if (counts.error instanceof ApiError && counts.error.status === 403) {
    return <Alert severity="info">{t('accounts.dashboard.staffOnly')}</Alert>;
  }
  if (counts.isError) return <ErrorNotice error={counts.error} />;
  if (trends.isError) return <ErrorNotice error={trends.error} />;
  const own = counts.data.find((row) => row.appName === brand.key);
  return (
    <>
      <SecuritySection
        level={2}
        title={t('accounts.dashboard.title')}
        actions={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, value: TrendView | null) => value && setView(value)}
            aria-label={t('accounts.dashboard.view')}
          >
            <ToggleButton value="chart">{t('accounts.dashboard.charts')}</ToggleButton>
            <ToggleButton value="table">{t('accounts.dashboard.tables')}</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
          }}
        >
          {DASHBOARD_SERIES.map((series) => (
            <DashboardTile
              key={series}
              series={series}
              count={own?.[series] ?? 0}
              months={trends.data.months}
              figures={trends.data.series[series]}
              view={view}
            />
          ))}
        </Box>
      </SecuritySection>
      <SecuritySection level={2} title={t('accounts.dashboard.byBrand')}>
        <BrandCountsTable counts={counts.data} />
      </SecuritySection>
    </>
  );
}

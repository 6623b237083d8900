import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TReportFilters } from '@portal/core';
import { visuallyHidden } from '../../ui/visually-hidden';
import { withFilter, withoutFilters, type FilterParam } from './report-filters';
import { ScopePicker } from './ScopePicker';

/**
 * The report filters, bound to the page's address so a report can be bookmarked; without `scope`
 * only the days (the CET dashboards count every event of the brand), without `groups` no group
 * (reports by campus, district or strategist).
 */
export function ReportFilters({
  filters,
  scope = true,
  groups = true,
}: {
  filters: TReportFilters;
  scope?: boolean;
  groups?: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (key: FilterParam, value: string) => setParams(withFilter(params, key, value));
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        // A fieldset is as wide as its content unless told otherwise.
        minWidth: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box component="legend" sx={visuallyHidden}>
        {t('reports.filters')}
      </Box>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          size="small"
          type="date"
          label={t(`reports.${key}`)}
          value={filters[key] ?? ''}
          onChange={(e) => set(key, e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {scope && (
        <ScopePicker
          kind="accountId"
          value={filters.accountId}
          onChange={(id) => set('accountId', id)}
          label={t('reports.account')}
          placeholder={t('reports.allAccounts')}
          helperText={t('reports.accountHint')}
        />
      )}
      {scope && groups && (
        <ScopePicker
          kind="groupId"
          value={filters.groupId}
          onChange={(id) => set('groupId', id)}
          label={t('reports.group')}
          placeholder={t('reports.allGroups')}
        />
      )}
      <Button onClick={() => setParams(withoutFilters(params))}>{t('reports.clear')}</Button>
    </Box>
  );
}

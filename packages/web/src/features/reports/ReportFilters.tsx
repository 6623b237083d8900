import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportsApi, type TReportFilters } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { visuallyHidden } from '../../ui/visually-hidden';
import { withFilter, withoutFilters, type FilterParam } from './report-filters';

type Option = { id: string; name: string };

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
  const { api } = usePortal();
  const [params, setParams] = useSearchParams();
  const options = useQuery({
    queryKey: ['reports', 'scopeOptions'],
    queryFn: ({ signal }) => call(api, reportsApi.scopeOptions, {}, signal),
    enabled: scope,
  });
  const set = (key: FilterParam, value: string) => setParams(withFilter(params, key, value));
  const picker = (key: 'accountId' | 'groupId', list: Option[] | undefined, label: string) => (
    <Autocomplete
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 260 }, flex: 1 }}
      options={list ?? []}
      loading={options.isPending}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={list?.find((o) => o.id === filters[key]) ?? null}
      onChange={(_event, value) => set(key, value?.id ?? '')}
      renderInput={(input) => (
        <TextField
          {...input}
          label={label}
          placeholder={key === 'accountId' ? t('reports.allAccounts') : t('reports.allGroups')}
          helperText={key === 'accountId' ? t('reports.accountHint') : undefined}
        />
      )}
    />
  );
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
      {scope && picker('accountId', options.data?.accounts, t('reports.account'))}
      {scope && groups && picker('groupId', options.data?.groups, t('reports.group'))}
      <Button onClick={() => setParams(withoutFilters(params))}>{t('reports.clear')}</Button>
    </Box>
  );
}

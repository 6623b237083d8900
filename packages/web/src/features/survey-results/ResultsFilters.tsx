import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TSurveyResultFilters, TSurveyResultsQuery } from '@portal/core';
import { visuallyHidden } from '../../ui/visually-hidden';
import { withFilter, withoutFilters } from '../reports/report-filters';
import { ScopeAutocomplete } from '../reports/ScopeAutocomplete';
import { RESULT_PARAMS } from './results-params';

const PICKERS = [
  { key: 'accountId', options: 'accounts', label: 'account', placeholder: 'allAccounts' },
  { key: 'groupId', options: 'groups', label: 'group', placeholder: 'allGroups' },
  { key: 'eventId', options: 'events', label: 'event', placeholder: 'allEvents' },
] as const;

/**
 * The results' filters and the release compared with, bound to the page's address: the days, the
 * release's own accounts, groups and events (the reports' pickers), and its definition's other
 * releases.
 */
export function ResultsFilters({
  query,
  choices,
  anonymous,
}: {
  query: TSurveyResultsQuery;
  choices: TSurveyResultFilters | undefined;
  anonymous: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (key: (typeof RESULT_PARAMS)[number], value: string) =>
    setParams(withFilter(params, key, value));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {t('surveyResults.filters')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            type="date"
            label={t(`surveyResults.${key}`)}
            value={query[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        {PICKERS.map((picker) => (
          <ScopeAutocomplete
            key={picker.key}
            options={choices?.[picker.options] ?? []}
            loading={!choices}
            value={query[picker.key]}
            onChange={(id) => set(picker.key, id)}
            label={t(`surveyResults.${picker.label}`)}
            placeholder={t(`surveyResults.${picker.placeholder}`)}
          />
        ))}
        <TextField
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={t('surveyResults.compareWith')}
          value={
            choices?.releases.some((r) => r.id === query.compareReleaseId)
              ? query.compareReleaseId
              : ''
          }
          onChange={(e) => set('compareReleaseId', e.target.value)}
        >
          <MenuItem value="">{t('surveyResults.noCompare')}</MenuItem>
          {choices?.releases.map((release) => (
            <MenuItem key={release.id} value={release.id}>
              {release.name}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => setParams(withoutFilters(params, RESULT_PARAMS))}>
          {t('surveyResults.clear')}
        </Button>
      </Box>
      {anonymous && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('surveyResults.anonymousFilters')}
        </Typography>
      )}
    </Box>
  );
}

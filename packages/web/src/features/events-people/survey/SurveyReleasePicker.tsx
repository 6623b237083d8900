import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eventSurveyApi, type TEventCatalogItemSave } from '@portal/core';
import { call } from '../../../api/call';
import { usePortal } from '../../../app/portal-context';

/**
 * The event type's survey: one of the brand's open survey releases, or none (the default survey
 * of five statements, or the survey address when one is set).
 */
export function SurveyReleasePicker({ control }: { control: Control<TEventCatalogItemSave> }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const releases = useQuery({
    queryKey: ['event', 'surveyReleases'],
    queryFn: ({ signal }) => call(api, eventSurveyApi.releases, {}, signal),
  });
  return (
    <Controller
      control={control}
      name="surveyReleaseId"
      render={({ field }) => {
        const value = field.value ?? '';
        const known = releases.data?.some((release) => release.id === value) ?? false;
        return (
          <TextField
            select
            size="small"
            label={t('eventSurveys.catalog.release')}
            value={releases.isPending ? '' : value}
            onChange={(event) => field.onChange(event.target.value || null)}
            helperText={t('eventSurveys.catalog.help')}
            // None chosen is a choice of its own: the default survey, named in the box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('eventSurveys.catalog.defaultRelease')}</MenuItem>
            {releases.data?.map((release) => (
              <MenuItem key={release.id} value={release.id}>
                {release.name}
              </MenuItem>
            ))}
            {/* A release closed since it was chosen stays shown as chosen. */}
            {value && !known && !releases.isPending && <MenuItem value={value}>{value}</MenuItem>}
          </TextField>
        );
      }}
    />
  );
}

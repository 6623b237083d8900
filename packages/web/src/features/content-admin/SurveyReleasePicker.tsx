import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { surveyContentApi } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';

/** survey and contentSurvey: which release the page shows (the brand's releases not closed). */
export function SurveyReleasePicker({
  releaseId,
  onChange,
}: {
  releaseId: string;
  onChange: (releaseId: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const releases = useQuery({
    queryKey: ['survey', 'contentReleases'],
    queryFn: ({ signal }) => call(api, surveyContentApi.contentSurveyReleases, {}, signal),
  });
  const options = releases.data ?? [];
  // A chosen release that closed since stays shown, so saving does not drop it unseen.
  const known = releaseId === '' || options.some((release) => release.id === releaseId);
  return (
    <TextField
      select
      size="small"
      label={t('resources.sections.surveyRelease')}
      value={releaseId}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 280 }}
    >
      <MenuItem value="">{t('resources.sections.surveyNone')}</MenuItem>
      {!known && <MenuItem value={releaseId}>{releaseId}</MenuItem>}
      {options.map((release) => (
        <MenuItem key={release.id} value={release.id}>
          {release.open
            ? release.name
            : t('resources.sections.surveyNotOpen', { name: release.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}

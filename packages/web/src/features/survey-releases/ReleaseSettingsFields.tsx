import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_RELEASE_LIMITS,
  SURVEY_RESPONSE_UNIQUENESS,
  TRIGGER_TYPES,
  type TSurveyReleaseSave,
} from '@portal/core';

/** The settings a release and the brand's release defaults share. */
export type ReleaseSettings = Pick<
  TSurveyReleaseSave,
  'triggerType' | 'anonymous' | 'uniqueness' | 'allowMultiple'
> & { reminderDays: string };

type Props = {
  value: ReleaseSettings;
  onChange: (change: Partial<ReleaseSettings>) => void;
  errors: Record<string, string | undefined>;
};

/** Trigger type, anonymity, uniqueness, multiple answers and reminders. */
export function ReleaseSettingsFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('surveyReleases.settings.triggerType')}
        value={value.triggerType}
        onChange={(e) =>
          onChange({ triggerType: e.target.value as ReleaseSettings['triggerType'] })
        }
        helperText={t(`surveyReleases.settings.triggerHelp.${value.triggerType}`)}
      >
        {TRIGGER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`surveyReleases.settings.trigger.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('surveyReleases.settings.uniqueness')}
        value={value.uniqueness}
        onChange={(e) => onChange({ uniqueness: e.target.value as ReleaseSettings['uniqueness'] })}
      >
        {SURVEY_RESPONSE_UNIQUENESS.map((u) => (
          <MenuItem key={u} value={u}>
            {t(`surveyReleases.settings.uniquenessType.${u}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={value.anonymous}
            onChange={(e) => onChange({ anonymous: e.target.checked })}
          />
        }
        label={t('surveyReleases.settings.anonymous')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.allowMultiple}
            onChange={(e) => onChange({ allowMultiple: e.target.checked })}
          />
        }
        label={t('surveyReleases.settings.allowMultiple')}
      />
      <TextField
        type="number"
        label={t('surveyReleases.settings.reminderDays')}
        value={value.reminderDays}
        onChange={(e) => onChange({ reminderDays: e.target.value })}
        slotProps={{ htmlInput: { min: 1, max: SURVEY_RELEASE_LIMITS.reminderDays } }}
        error={!!errors.reminderDays}
        helperText={
          errors.reminderDays ??
          t('surveyReleases.settings.reminderHelp', { max: SURVEY_RELEASE_LIMITS.reminderDays })
        }
      />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DEFAULT_MAX_REMINDERS,
  DEFAULT_MIN_DESCRIBERS,
  DEFAULT_REMINDER_INTERVAL_DAYS,
  DEFAULT_SURVEY_EXPIRY_DAYS,
  zProfileConfigInput,
  type ProfileConfig,
  type ProfileConfigInput,
  type ProfileDefinition,
  type ReportFormat,
} from '@portal/core';
import { useFeatureOn } from '../../../app/portal-context';
import { zodResolver } from '../../../ui/zod-resolver';
import { useDescribeIssue } from './describe-issue';
import { Dialog } from '../../../ui/Dialog';

type Props = {
  config: ProfileConfig | null;
  definitions: readonly ProfileDefinition[];
  formats: readonly ReportFormat[];
  busy: boolean;
  onSave: (config: ProfileConfigInput) => void;
  onClose: () => void;
};

type Values = z.input<typeof zProfileConfigInput>;
type NumberName = 'minDescribers' | 'reminderIntervalDays' | 'maxReminders' | 'surveyExpiryDays';
type FlagName = 'selfOnly' | 'requireCheckIn' | 'isSelfRequired';

/** The date part of an ISO time, for a date field; the field's date back as an ISO time. */
const toDateField = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const fromDateField = (value: string) =>
  value ? new Date(`${value}T00:00:00Z`).toISOString() : null;

/**
 * Creates or edits a profile configuration: instrument, format, release and reminders (where the
 * brand has `describerReminders` on).
 */
export function ProfileConfigDialog({
  config,
  definitions,
  formats,
  busy,
  onSave,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const describe = useDescribeIssue();
  const remindersOn = useFeatureOn('describerReminders');
  const form = useForm<Values, unknown, ProfileConfigInput>({
    defaultValues: config ?? {
      name: '',
      profileDefinitionId: definitions[0]?.id ?? '',
      reportFormatId: formats.find((f) => f.profileDefinitionId === definitions[0]?.id)?.id ?? '',
      selfOnly: false,
      releaseDate: null,
      minDescribers: DEFAULT_MIN_DESCRIBERS,
      requireCheckIn: false,
      isSelfRequired: true,
      reminderIntervalDays: DEFAULT_REMINDER_INTERVAL_DAYS,
      maxReminders: DEFAULT_MAX_REMINDERS,
      surveyExpiryDays: DEFAULT_SURVEY_EXPIRY_DAYS,
    },
    resolver: zodResolver(zProfileConfigInput, describe),
  });
  const { errors } = form.formState;
  const definitionId = useWatch({ control: form.control, name: 'profileDefinitionId' });
  const select = (
    name: 'profileDefinitionId' | 'reportFormatId',
    options: { id: string; name: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={t(`profile.configs.${name}`)}
          value={field.value}
          onChange={field.onChange}
          error={errors[name] !== undefined}
          helperText={errors[name]?.message ?? ' '}
          sx={{ flex: '1 1 220px' }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const number = (name: NumberName) => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      type="number"
      label={t(`profile.configs.${name}`)}
      error={errors[name] !== undefined}
      helperText={errors[name]?.message ?? ' '}
      sx={{ flex: '1 1 160px' }}
    />
  );
  const flag = (name: FlagName) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={t(`profile.configs.${name}`)}
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <DialogTitle>
          {config ? t('profile.configs.editTitle') : t('profile.configs.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              {...form.register('name')}
              label={t('profile.common.name')}
              required
              error={errors.name !== undefined}
              helperText={errors.name?.message ?? ' '}
            />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {select('profileDefinitionId', [...definitions])}
              {select(
                'reportFormatId',
                formats.filter((f) => f.profileDefinitionId === definitionId),
              )}
            </Stack>
            <Controller
              control={form.control}
              name="releaseDate"
              render={({ field }) => (
                <TextField
                  type="date"
                  label={t('profile.configs.releaseDate')}
                  value={toDateField(field.value)}
                  onChange={(event) => field.onChange(fromDateField(event.target.value))}
                  helperText={t('profile.configs.releaseDateHint')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ maxWidth: 260 }}
                />
              )}
            />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
              {number('minDescribers')}
              {number('surveyExpiryDays')}
              {remindersOn && number('reminderIntervalDays')}
              {remindersOn && number('maxReminders')}
            </Stack>
            {flag('isSelfRequired')}
            {flag('selfOnly')}
            {flag('requireCheckIn')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('profile.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

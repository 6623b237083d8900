import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckupType,
  ZCheckupSave,
  formatWeekday,
  type TCheckupSave,
  type TCheckupSaveInput,
} from '@portal/core';
import { useFeatureOn } from '../../../app/portal-context';
import { zodResolver } from '../../../ui/zod-resolver';
import { dayOrNull, describeCheckupIssue, textOrNull } from './checkup-form';
import { builtKey } from '../../../app/built-key';

type Name = FieldPath<TCheckupSaveInput>;
type Props = {
  initial: TCheckupSaveInput;
  readOnly: boolean;
  busy: boolean;
  onSave: (checkup: TCheckupSave) => void;
};

const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/**
 * Every setting of the checkup with the spec's defaults, checked by core's schema; those of the
 * reminders and the status updates where the brand has them on.
 */
export function CheckupSettingsForm({ initial, readOnly, busy, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const remindersOn = useFeatureOn('checkupReminders');
  const statusUpdatesOn = useFeatureOn('checkupStatusUpdates');
  const form = useForm<TCheckupSaveInput, unknown, TCheckupSave>({
    defaultValues: initial,
    resolver: zodResolver(ZCheckupSave, (issue) => describeCheckupIssue(t, issue)),
  });
  const { errors } = form.formState;
  const errorOf = (name: Name): string | undefined =>
    (form.getFieldState(name, form.formState).error?.message as string | undefined) ?? undefined;
  const label = (name: string) =>
    t(builtKey(`checkup.settings.${name.replace('statusUpdate.', 'su.')}`));
  const helper = (name: Name, hint?: string) => errorOf(name) ?? hint ?? ' ';

  const number = (name: Name) => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      type="number"
      size="small"
      label={label(name)}
      error={errorOf(name) !== undefined}
      helperText={helper(name)}
      slotProps={{ input: { readOnly }, htmlInput: { min: 0 } }}
      fullWidth
    />
  );
  const day = (name: Name, hint?: string) => (
    <TextField
      {...form.register(name, { setValueAs: dayOrNull })}
      type="date"
      size="small"
      label={label(name)}
      error={errorOf(name) !== undefined}
      helperText={helper(name, hint)}
      slotProps={{ input: { readOnly }, inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  const text = (name: Name, hint?: string, multiline = false) => (
    <TextField
      {...form.register(name, { setValueAs: textOrNull })}
      size="small"
      label={label(name)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={errorOf(name) !== undefined}
      helperText={helper(name, hint)}
      slotProps={{ input: { readOnly } }}
      fullWidth
    />
  );
  const flag = (name: Name) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label(name)}
          control={
            <Checkbox
              checked={field.value === true}
              disabled={readOnly}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
  const choice = (name: Name, options: readonly { value: number; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={label(name)}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(Number(event.target.value))}
          disabled={readOnly}
          helperText=" "
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={t('checkup.settings.title')}
    >
      <Stack {...row}>
        {choice('checkupType', [
          { value: CheckupType.TractionPlan, label: t('checkup.types.0') },
          { value: CheckupType.ExcelScorecard, label: t('checkup.types.1') },
        ])}
        {day('startDate', t('checkup.settings.startDateHint'))}
        {day('endDate', t('checkup.settings.endDateHint'))}
      </Stack>
      <Stack {...row}>
        {number('notificationDays')}
        {number('lastChanceDays')}
        {remindersOn && number('feedbackReminderFrequencyDays')}
      </Stack>
      <Stack {...row}>
        {remindersOn && number('reportReminderDays')}
        {number('previousFeedbackDays')}
        {text('surveyVersion', t('checkup.settings.surveyVersionHint'))}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {flag('isAnonymous')}
        {flag('replyToEventPlanner')}
        {flag('sendToSalesPerson')}
        {flag('sendToTrainer')}
      </Stack>
      {statusUpdatesOn && (
        <>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, pt: 1 }}>
            {t('checkup.settings.statusUpdates')}
          </Typography>
          <Stack {...row}>
            {text('statusUpdate.templateId', t('checkup.settings.su.templateIdHint'))}
            {text('statusUpdate.email', t('checkup.settings.su.emailHint'))}
          </Stack>
          <Stack {...row}>
            {day('statusUpdate.startDate')}
            {number('statusUpdate.frequencyDays')}
            {choice(
              'statusUpdate.deliveryDayOfWeek',
              DAYS_OF_WEEK.map((value) => ({ value, label: formatWeekday(value, i18n.language) })),
            )}
            {day('statusUpdate.endDate')}
          </Stack>
          {flag('statusUpdate.sendToEventPlanner')}
        </>
      )}
      {text('surveyReleaseId', t('checkup.settings.surveyReleaseIdHint'))}
      {text('eventNotes', undefined, true)}
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('checkup.settings.save')}
          </Button>
          {Object.keys(errors).length > 0 && (
            <Typography role="alert" color="error" sx={{ alignSelf: 'center' }}>
              {t('checkup.validation.review')}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}

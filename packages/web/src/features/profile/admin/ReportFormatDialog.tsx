import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  DEFAULT_MIN_GROUP_SIZE,
  DEFAULT_STRENGTH_COUNT,
  DEFAULT_TOP_CONSTRAINT_COUNT,
  localizeScale,
  zReportFormatInput,
  type ProfileDefinition,
  type ReportFormat,
  type ReportFormatInput,
} from '@portal/core';
import { zodResolver } from '../../../ui/zod-resolver';
import { useDescribeIssue } from './describe-issue';
import { Dialog } from '../../../ui/Dialog';

type Props = {
  format: ReportFormat | null;
  definitions: readonly ProfileDefinition[];
  busy: boolean;
  onSave: (format: ReportFormatInput) => void;
  onClose: () => void;
};

type Values = z.input<typeof zReportFormatInput>;

/** Targets for every scale of a definition: the saved ones, else the middle of the scale. */
const targetsFor = (definition: ProfileDefinition | undefined, saved: Values['targets']) =>
  (definition?.scales ?? []).map(
    (scale) =>
      saved.find((t) => t.scaleCode === scale.code) ?? {
        scaleCode: scale.code,
        targetLow: 3,
        targetHigh: 4,
      },
  );

/** Creates or edits a report format: its definition, anonymity, counts and scale targets. */
export function ReportFormatDialog({ format, definitions, busy, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const describe = useDescribeIssue();
  const firstDefinition = format?.profileDefinitionId ?? definitions[0]?.id ?? '';
  const form = useForm<Values, unknown, ReportFormatInput>({
    defaultValues: {
      name: format?.name ?? '',
      profileDefinitionId: firstDefinition,
      minGroupSize: format?.minGroupSize ?? DEFAULT_MIN_GROUP_SIZE,
      showManagerByName: format?.showManagerByName ?? false,
      topConstraintCount: format?.topConstraintCount ?? DEFAULT_TOP_CONSTRAINT_COUNT,
      strengthCount: format?.strengthCount ?? DEFAULT_STRENGTH_COUNT,
      targets: targetsFor(
        definitions.find((d) => d.id === firstDefinition),
        format?.targets ?? [],
      ),
    },
    resolver: zodResolver(zReportFormatInput, describe),
  });
  const { errors } = form.formState;
  const definitionId = useWatch({ control: form.control, name: 'profileDefinitionId' });
  const definition = definitions.find((d) => d.id === definitionId);
  const number = (name: 'minGroupSize' | 'topConstraintCount' | 'strengthCount') => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      type="number"
      label={t(`profile.formats.${name}`)}
      error={errors[name] !== undefined}
      helperText={errors[name]?.message ?? ' '}
      sx={{ flex: '1 1 140px' }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <DialogTitle>
          {format ? t('profile.formats.editTitle') : t('profile.formats.createTitle')}
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
            <Controller
              control={form.control}
              name="profileDefinitionId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('profile.formats.definition')}
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    const next = definitions.find((d) => d.id === event.target.value);
                    form.setValue('targets', targetsFor(next, form.getValues('targets')));
                  }}
                  helperText=" "
                >
                  {definitions.map((d) => (
                    <MenuItem key={d.id} value={d.id}>
                      {d.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {number('minGroupSize')}
              {number('topConstraintCount')}
              {number('strengthCount')}
            </Stack>
            <Controller
              control={form.control}
              name="showManagerByName"
              render={({ field }) => (
                <FormControlLabel
                  label={t('profile.formats.showManagerByName')}
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                />
              )}
            />
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('profile.formats.targets', { min: ANSWER_MIN, max: ANSWER_MAX })}
            </Typography>
            {definition?.scales.map((scale, index) => (
              <Stack key={scale.code} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: '1 1 200px' }}>
                  {localizeScale(scale, i18n.language).displayName}
                </Typography>
                {(['targetLow', 'targetHigh'] as const).map((end) => (
                  <TextField
                    key={end}
                    {...form.register(`targets.${index}.${end}`, { valueAsNumber: true })}
                    type="number"
                    size="small"
                    label={t(`profile.formats.${end}`)}
                    error={errors.targets?.[index]?.[end] !== undefined}
                    helperText={errors.targets?.[index]?.[end]?.message}
                    slotProps={{ htmlInput: { step: 0.25, min: ANSWER_MIN, max: ANSWER_MAX } }}
                    sx={{ width: 120 }}
                  />
                ))}
              </Stack>
            ))}
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

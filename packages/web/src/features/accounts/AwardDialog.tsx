import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_TYPES, ZAwardInput, schoolYearOf, type TAwardInput } from '@portal/core';
import { zodResolver, type SchemaIssue } from '../../ui/zod-resolver';
import { Dialog } from '../../ui/Dialog';

type Props = {
  busy: boolean;
  onSave: (award: TAwardInput) => void;
  onClose: () => void;
};

/** A new award of the account: its type, name, date and school year (yyyy-yyyy+1). */
export function AwardDialog({ busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const today = new Date();
  const describe = (issue: SchemaIssue) =>
    issue.path[0] === 'schoolYear'
      ? t('accounts.awards.schoolYearFormat')
      : issue.code === 'too_small'
        ? t('accounts.validation.required')
        : t('accounts.validation.invalid');
  const form = useForm<TAwardInput, unknown, ReturnType<typeof ZAwardInput.parse>>({
    defaultValues: {
      achievementType: ACHIEVEMENT_TYPES[0],
      name: '',
      description: '',
      awardedDate: today.toISOString().slice(0, 10),
      schoolYear: schoolYearOf(today),
    },
    resolver: zodResolver(ZAwardInput, describe),
  });
  const { errors } = form.formState;
  const help = (name: keyof TAwardInput) => ({
    error: errors[name] !== undefined,
    helperText: errors[name]?.message ?? ' ',
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit((award) => onSave(award))(event)}
      >
        <DialogTitle>{t('accounts.awards.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('accounts.awards.type')}
              defaultValue={ACHIEVEMENT_TYPES[0]}
              {...form.register('achievementType')}
              {...help('achievementType')}
            >
              {ACHIEVEMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`accounts.achievement.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('accounts.awards.name')}
              required
              {...form.register('name')}
              {...help('name')}
            />
            <TextField
              label={t('accounts.awards.description')}
              multiline
              minRows={2}
              {...form.register('description')}
              {...help('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('accounts.awards.date')}
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                {...form.register('awardedDate')}
                {...help('awardedDate')}
                fullWidth
              />
              <TextField
                label={t('accounts.awards.schoolYear')}
                placeholder="2026-2027"
                {...form.register('schoolYear')}
                {...help('schoolYear')}
                fullWidth
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('accounts.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('accounts.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

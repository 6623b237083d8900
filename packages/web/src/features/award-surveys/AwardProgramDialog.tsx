import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACHIEVEMENT_TYPES,
  AWARD_SURVEY_TYPES,
  type AchievementType,
  type AwardSurveyType,
  type TAwardProgramSave,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { Dialog } from '../../ui/Dialog';
import { AccountPicker } from '../accounts/AccountPicker';
import { listReleases, releaseKeys } from '../survey-releases/survey-releases-api';
import { programToSave, type ProgramDraft, type ProgramErrors } from './award-program-form';

type Props = {
  initial: ProgramDraft;
  busy: boolean;
  onSave: (program: TAwardProgramSave) => void;
  onClose: () => void;
};

/**
 * A programme's settings: the award an account earns (type, name, school year), which award
 * surveys it requires (each through a release, with a minimum of completed responses per
 * account) and the accounts taking part.
 */
export function AwardProgramDialog({ initial, busy, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ProgramErrors>({});
  const releases = useQuery({
    queryKey: releaseKeys.list({}),
    queryFn: ({ signal }) => listReleases(api, {}, signal),
  });
  const set = (change: Partial<ProgramDraft>) => setDraft({ ...draft, ...change });
  const setRequirement = (
    type: AwardSurveyType,
    change: Partial<ProgramDraft['requirements'][AwardSurveyType]>,
  ) =>
    set({
      requirements: { ...draft.requirements, [type]: { ...draft.requirements[type], ...change } },
    });
  const field = (name: keyof ProgramErrors, label: string) => ({
    label,
    error: errors[name] === true,
    helperText: errors[name] ? t('awardSurveys.dialog.invalid') : ' ',
  });
  const submit = () => {
    const result = programToSave(draft);
    if (result.ok) onSave(result.program);
    else setErrors(result.errors);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>
          {draft.id ? t('awardSurveys.dialog.editTitle') : t('awardSurveys.dialog.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              required
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
              {...field('name', t('awardSurveys.dialog.name'))}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                value={draft.achievementType}
                onChange={(e) => set({ achievementType: e.target.value as AchievementType })}
                {...field('achievementType', t('awardSurveys.dialog.achievementType'))}
              >
                {ACHIEVEMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`accounts.achievement.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                fullWidth
                value={draft.awardName}
                onChange={(e) => set({ awardName: e.target.value })}
                {...field('awardName', t('awardSurveys.dialog.awardName'))}
              />
              <TextField
                required
                fullWidth
                placeholder="2026-2027"
                value={draft.schoolYear}
                onChange={(e) => set({ schoolYear: e.target.value })}
                {...field('schoolYear', t('awardSurveys.dialog.schoolYear'))}
              />
            </Stack>
            <Typography variant="subtitle1" component="h3">
              {t('awardSurveys.dialog.requirements')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('awardSurveys.dialog.requirementsHelp')}
            </Typography>
            {errors.requirements && (
              <Alert severity="error">{t('awardSurveys.dialog.requirementsError')}</Alert>
            )}
            {AWARD_SURVEY_TYPES.map((type) => {
              const label = t(`awardSurveys.types.${type}`);
              const requirement = draft.requirements[type];
              return (
                <Stack key={type} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={label}
                    value={requirement.releaseId}
                    onChange={(e) => setRequirement(type, { releaseId: e.target.value })}
                  >
                    <MenuItem value="">{t('awardSurveys.dialog.notRequired')}</MenuItem>
                    {(releases.data ?? []).map((release) => (
                      <MenuItem key={release.id} value={release.id}>
                        {release.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    type="number"
                    label={t('awardSurveys.dialog.minResponses', { type: label })}
                    disabled={!requirement.releaseId}
                    value={requirement.minResponses}
                    onChange={(e) => setRequirement(type, { minResponses: e.target.value })}
                    slotProps={{ htmlInput: { min: 1 } }}
                    sx={{ minWidth: 200 }}
                  />
                </Stack>
              );
            })}
            <Typography variant="subtitle1" component="h3">
              {t('awardSurveys.dialog.accounts')}
            </Typography>
            <AccountPicker
              label={t('awardSurveys.dialog.addAccount')}
              value={null}
              onChange={(row) => {
                if (row && !draft.accounts.some((a) => a.id === row.id)) {
                  set({ accounts: [...draft.accounts, { id: row.id, name: row.accountName }] });
                }
              }}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {draft.accounts.map((account) => (
                <Chip
                  key={account.id}
                  label={account.name}
                  onDelete={() =>
                    set({ accounts: draft.accounts.filter((a) => a.id !== account.id) })
                  }
                />
              ))}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('awardSurveys.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('awardSurveys.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyRelease, TSurveyReleaseSave } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ReleaseLinks } from './ReleaseLinks';
import { ReleaseSettingsFields } from './ReleaseSettingsFields';
import { ReleaseTargets } from './ReleaseTargets';
import { checkReleaseForm, type ReleaseForm } from './release-form';
import { listReleaseGroups, releaseKeys } from './survey-releases-api';

type Props = {
  /** The form to start from (a new release from the defaults, or a saved one). */
  initial: ReleaseForm;
  definitionName: string;
  /** The saved release, for its links; none while it is new. */
  release: TSurveyRelease | null;
  onSave: (save: TSurveyReleaseSave) => Promise<void>;
  onClose: () => void;
};

const FIELDS = ['name', 'opensAt', 'closesAt', 'reminderDays', 'targets'] as const;

/** The form of one release: name, group, dates, who it reaches and how, and its links. */
export function ReleaseDialog({ initial, definitionName, release, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const groups = useQuery({
    queryKey: releaseKeys.groups,
    queryFn: ({ signal }) => listReleaseGroups(api, signal),
  });
  const change = (next: Partial<ReleaseForm>) => setForm((old) => ({ ...old, ...next }));

  const submit = async () => {
    const checked = checkReleaseForm(form);
    if (!checked.ok) {
      const bad = FIELDS.filter((field) => checked.errors[field]);
      setErrors(Object.fromEntries(bad.map((f) => [f, t(`surveyReleases.form.invalid.${f}`)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.save);
    } catch (error) {
      if (error instanceof ApiError) setFailure(error);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        {release ? t('surveyReleases.form.edit') : t('surveyReleases.form.new')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <ErrorNotice error={failure} />}
          <TextField label={t('surveyReleases.form.definition')} value={definitionName} disabled />
          <TextField
            label={t('surveyReleases.form.name')}
            value={form.name}
            onChange={(e) => change({ name: e.target.value })}
            error={!!errors.name}
            helperText={errors.name}
            required
          />
          <TextField
            select
            label={t('surveyReleases.form.group')}
            value={form.releaseGroupId ?? ''}
            onChange={(e) => change({ releaseGroupId: e.target.value || null })}
          >
            <MenuItem value="">{t('surveyReleases.form.noGroup')}</MenuItem>
            {(groups.data ?? []).map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="datetime-local"
              label={t('surveyReleases.form.opensAt')}
              value={form.opensAt}
              onChange={(e) => change({ opensAt: e.target.value })}
              error={!!errors.opensAt}
              helperText={errors.opensAt}
              slotProps={{ inputLabel: { shrink: true } }}
              required
              fullWidth
            />
            <TextField
              type="datetime-local"
              label={t('surveyReleases.form.closesAt')}
              value={form.closesAt}
              onChange={(e) => change({ closesAt: e.target.value })}
              error={!!errors.closesAt}
              helperText={errors.closesAt ?? t('surveyReleases.form.closesHelp')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <ReleaseSettingsFields value={form} onChange={change} errors={errors} />
          <FormControlLabel
            control={
              <Switch
                checked={form.isPublic}
                onChange={(e) => change({ isPublic: e.target.checked })}
              />
            }
            label={t('surveyReleases.form.isPublic')}
          />
          <ReleaseTargets targets={form.targets} onChange={(targets) => change({ targets })} />
          {release && <ReleaseLinks shortCode={release.shortCode} isPublic={form.isPublic} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('surveyReleases.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {t('surveyReleases.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSurveyReleaseDefaults, type TSurveyReleaseDefaults } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { toasts } from '../../ui/toast/toast-store';
import { ReleaseSettingsFields, type ReleaseSettings } from './ReleaseSettingsFields';
import { getReleaseDefaults, releaseKeys, saveReleaseDefaults } from './survey-releases-api';

type DefaultsForm = ReleaseSettings & { openDays: string };

const days = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (n: number | null) => (n === null ? '' : String(n));

/** The release defaults tab of survey/admin: the settings a new release of the brand starts from. */
export function ReleaseDefaultsTab() {
  const { api } = usePortal();
  const defaults = useQuery({
    queryKey: releaseKeys.defaults,
    queryFn: ({ signal }) => getReleaseDefaults(api, signal),
  });
  if (defaults.isError) return <ErrorNotice error={defaults.error} />;
  if (!defaults.data) return <PageLoading />;
  return <DefaultsForm saved={defaults.data} />;
}

function DefaultsForm({ saved }: { saved: TSurveyReleaseDefaults }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DefaultsForm>({
    ...saved,
    reminderDays: text(saved.reminderDays),
    openDays: text(saved.openDays),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (next: Partial<DefaultsForm>) => setForm((old) => ({ ...old, ...next }));

  const save = async () => {
    const input = { ...form, reminderDays: days(form.reminderDays), openDays: days(form.openDays) };
    const checked = ZSurveyReleaseDefaults.safeParse(input);
    if (!checked.success) {
      const bad = checked.error.issues.map((issue) => String(issue.path[0]));
      setErrors(Object.fromEntries(bad.map((f) => [f, t('surveyReleases.defaults.invalidDays')])));
      return;
    }
    setErrors({});
    await saveReleaseDefaults(api, checked.data);
    toasts.show({ message: t('surveyReleases.defaults.saved'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: releaseKeys.defaults });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('surveyReleases.defaults.intro')}
      </Typography>
      <ReleaseSettingsFields value={form} onChange={change} errors={errors} />
      <TextField
        type="number"
        label={t('surveyReleases.defaults.openDays')}
        value={form.openDays}
        onChange={(e) => change({ openDays: e.target.value })}
        error={!!errors.openDays}
        helperText={errors.openDays ?? t('surveyReleases.defaults.openDaysHelp')}
        slotProps={{ htmlInput: { min: 1, max: 366 } }}
      />
      <Stack direction="row">
        <Button variant="contained" onClick={() => void save()}>
          {t('surveyReleases.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

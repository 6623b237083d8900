import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSurveyReleaseGroupSave, type TSurveyReleaseGroup } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import {
  deleteReleaseGroup,
  listReleaseGroups,
  releaseKeys,
  saveReleaseGroup,
} from './survey-releases-api';

type Draft = { id?: string; name: string; description: string };
const EMPTY: Draft = { name: '', description: '' };

/** The release groups tab of survey/admin: groups to file releases under. */
export function ReleaseGroupsTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [nameError, setNameError] = useState('');
  const groups = useQuery({
    queryKey: releaseKeys.groups,
    queryFn: ({ signal }) => listReleaseGroups(api, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: releaseKeys.all });

  const save = async () => {
    if (!ZSurveyReleaseGroupSave.safeParse(draft).success) {
      setNameError(t('surveyReleases.groups.nameRequired'));
      return;
    }
    setNameError('');
    await saveReleaseGroup(api, draft);
    setDraft(EMPTY);
    toasts.show({ message: t('surveyReleases.groups.saved'), severity: 'success' });
    await refresh();
  };
  const remove = async (group: TSurveyReleaseGroup) => {
    const message = t('surveyReleases.groups.confirmDelete', { name: group.name });
    if (!(await confirm({ message }))) return;
    await deleteReleaseGroup(api, group.id);
    toasts.show({ message: t('surveyReleases.groups.deleted'), severity: 'success' });
    await refresh();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('surveyReleases.groups.intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={t('surveyReleases.groups.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          error={!!nameError}
          helperText={nameError}
          required
        />
        <TextField
          size="small"
          label={t('surveyReleases.groups.description')}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={() => void save()}>
          {draft.id ? t('surveyReleases.save') : t('surveyReleases.groups.add')}
        </Button>
        {draft.id && <Button onClick={() => setDraft(EMPTY)}>{t('surveyReleases.cancel')}</Button>}
      </Stack>
      {groups.isError && <ErrorNotice error={groups.error} />}
      <DataTable
        label={t('surveyReleases.groups.title')}
        rows={groups.data ?? []}
        rowKey={(group) => group.id}
        columns={[
          { header: t('surveyReleases.groups.name'), cell: (group) => group.name },
          { header: t('surveyReleases.groups.description'), cell: (group) => group.description },
          { header: t('surveyReleases.groups.releases'), cell: (group) => group.releaseCount },
        ]}
        actions={{
          header: t('surveyReleases.column.actions'),
          cell: (group) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() =>
                  setDraft({ id: group.id, name: group.name, description: group.description })
                }
              >
                {t('surveyReleases.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => void remove(group)}>
                {t('surveyReleases.delete')}
              </Button>
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}

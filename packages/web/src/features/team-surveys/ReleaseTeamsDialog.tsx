import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zTeamName, type TReleaseTeam, type TTeamSurveyRelease } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import {
  archiveReleaseTeam,
  listReleaseTeams,
  saveReleaseTeam,
  teamSurveyKeys,
} from './team-surveys-api';

type Draft = { id?: string; name: string };
const EMPTY: Draft = { name: '' };

/** A release's non-registered groups: added, renamed, archived (their responses stay). */
export function ReleaseTeamsDialog({
  release,
  onClose,
}: {
  release: TTeamSurveyRelease;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [nameError, setNameError] = useState('');
  const releaseId = release.releaseId;
  const teams = useQuery({
    queryKey: teamSurveyKeys.teams(releaseId),
    queryFn: ({ signal }) => listReleaseTeams(api, releaseId, signal),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: teamSurveyKeys.teams(releaseId) });

  const save = async () => {
    if (!zTeamName.safeParse(draft.name).success) {
      setNameError(t('teamSurveys.teams.nameRequired'));
      return;
    }
    setNameError('');
    await saveReleaseTeam(api, { releaseId, ...draft });
    setDraft(EMPTY);
    toasts.show({ message: t('teamSurveys.teams.saved'), severity: 'success' });
    await refresh();
  };
  const archive = async (team: TReleaseTeam) => {
    await archiveReleaseTeam(api, { id: team.id, archived: !team.archived });
    await refresh();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('teamSurveys.teams.title', { name: release.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('teamSurveys.teams.intro')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('teamSurveys.teams.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              error={!!nameError}
              helperText={nameError}
              required
              sx={{ flex: 1 }}
            />
            <Button variant="contained" onClick={() => void save()}>
              {draft.id ? t('teamSurveys.teams.rename') : t('teamSurveys.teams.add')}
            </Button>
            {draft.id && <Button onClick={() => setDraft(EMPTY)}>{t('teamSurveys.cancel')}</Button>}
          </Stack>
          {teams.isError && <ErrorNotice error={teams.error} />}
          <DataTable
            label={t('teamSurveys.teams.title', { name: release.name })}
            rows={teams.data ?? []}
            rowKey={(team) => team.id}
            columns={[
              { header: t('teamSurveys.teams.name'), cell: (team) => team.name },
              { header: t('teamSurveys.teams.responses'), cell: (team) => team.responses },
              {
                header: t('teamSurveys.teams.state'),
                cell: (team) =>
                  t(team.archived ? 'teamSurveys.teams.archived' : 'teamSurveys.teams.active'),
              },
            ]}
            actions={{
              header: t('teamSurveys.admin.actions'),
              cell: (team) => (
                <>
                  <Button size="small" onClick={() => setDraft({ id: team.id, name: team.name })}>
                    {t('teamSurveys.teams.edit')}
                  </Button>
                  <Button size="small" onClick={() => void archive(team)}>
                    {t(team.archived ? 'teamSurveys.teams.restore' : 'teamSurveys.teams.archive')}
                  </Button>
                </>
              ),
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('teamSurveys.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  TEAM_SURVEY_KINDS,
  teamScorecardPath,
  type TTeamSurveyRelease,
  type TeamSurveyKind,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { ReleaseTeamsDialog } from './ReleaseTeamsDialog';
import { listTeamSurveyReleases, saveTeamSurveyKind, teamSurveyKeys } from './team-surveys-api';

const NONE = 'none';

/** The team surveys tab of survey/admin: which releases are team surveys, and their teams. */
export function TeamSurveysTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [teamsOf, setTeamsOf] = useState<TTeamSurveyRelease | null>(null);
  const releases = useQuery({
    queryKey: teamSurveyKeys.releases,
    queryFn: ({ signal }) => listTeamSurveyReleases(api, signal),
  });
  const mark = async (release: TTeamSurveyRelease, value: string) => {
    const kind = value === NONE ? null : (value as TeamSurveyKind);
    await saveTeamSurveyKind(api, { releaseId: release.releaseId, kind });
    toasts.show({ message: t('teamSurveys.admin.saved'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: teamSurveyKeys.all });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('teamSurveys.admin.intro')}
      </Typography>
      {releases.isError && <ErrorNotice error={releases.error} />}
      <DataTable
        label={t('teamSurveys.admin.title')}
        rows={releases.data ?? []}
        rowKey={(release) => release.releaseId}
        columns={[
          { header: t('teamSurveys.admin.release'), cell: (release) => release.name },
          {
            header: t('teamSurveys.admin.state'),
            cell: (release) =>
              t(release.open ? 'teamSurveys.admin.open' : 'teamSurveys.admin.closed'),
          },
          {
            header: t('teamSurveys.admin.kind'),
            cell: (release) => (
              <TextField
                select
                size="small"
                value={release.kind ?? NONE}
                onChange={(event) => void mark(release, event.target.value)}
                slotProps={{
                  htmlInput: {
                    'aria-label': t('teamSurveys.admin.kindOf', { name: release.name }),
                  },
                }}
              >
                <MenuItem value={NONE}>{t('teamSurveys.admin.kinds.none')}</MenuItem>
                {TEAM_SURVEY_KINDS.map((kind) => (
                  <MenuItem
                    key={kind}
                    value={kind}
                    disabled={kind === 'scorecard' && !release.isPublic}
                  >
                    {t(`teamSurveys.admin.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
            ),
          },
        ]}
        actions={{
          header: t('teamSurveys.admin.actions'),
          cell: (release) => (
            <>
              {release.kind === 'scorecard' && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={teamScorecardPath(release.shortCode)}
                >
                  {t('teamSurveys.admin.openScorecard')}
                </Button>
              )}
              <Button size="small" onClick={() => setTeamsOf(release)}>
                {t('teamSurveys.admin.teams')}
              </Button>
            </>
          ),
        }}
      />
      {teamsOf && <ReleaseTeamsDialog release={teamsOf} onClose={() => setTeamsOf(null)} />}
    </Stack>
  );
}

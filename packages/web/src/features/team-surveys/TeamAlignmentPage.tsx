import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { zSurveyCode, type TTeamAlignment } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { toasts } from '../../ui/toast/toast-store';
import { InvitationSurvey } from '../surveys/InvitationSurveyPage';
import { TeamAlignmentReport } from './TeamAlignmentReport';
import { listTeamAlignments, startTeamAlignment, teamSurveyKeys } from './team-surveys-api';

/**
 * `/teamAlignment`: with `?code=`, a member's alignment survey (the code is the credential,
 * signed in or not); without, the groups the signed-in person leads, to start and read.
 */
export function TeamAlignmentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { session } = useSession();
  const code = search.get('code');
  if (code !== null && zSurveyCode.safeParse(code).success) {
    return <InvitationSurvey surveyCode={code} />;
  }
  if (!session) {
    return (
      <PageCard title={t('teamSurveys.alignment.title')}>
        <Typography>{t('teamSurveys.alignment.needLink')}</Typography>
      </PageCard>
    );
  }
  return <LedTeams />;
}

type Selected = { releaseId: string; groupId: string };

function LedTeams() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Selected | null>(null);
  const alignments = useQuery({
    queryKey: teamSurveyKeys.alignments,
    queryFn: ({ signal }) => listTeamAlignments(api, signal),
  });
  const start = async (row: TTeamAlignment) => {
    const started = await startTeamAlignment(api, {
      releaseId: row.releaseId,
      groupId: row.groupId,
    });
    toasts.show({
      message: t('teamSurveys.alignment.startedToast', { count: started.invited }),
      severity: 'success',
    });
    await queryClient.invalidateQueries({ queryKey: teamSurveyKeys.alignments });
  };
  const rows = alignments.data ?? [];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('teamSurveys.alignment.title')}
      </Typography>
      <Typography color="text.secondary">{t('teamSurveys.alignment.intro')}</Typography>
      {alignments.isError && <ErrorNotice error={alignments.error} />}
      {alignments.isSuccess && rows.length === 0 && (
        <Typography>{t('teamSurveys.alignment.none')}</Typography>
      )}
      {rows.length > 0 && (
        <DataTable
          label={t('teamSurveys.alignment.title')}
          rows={rows}
          rowKey={(row) => `${row.releaseId}/${row.groupId}`}
          columns={[
            { header: t('teamSurveys.alignment.group'), cell: (row) => row.groupName },
            { header: t('teamSurveys.alignment.survey'), cell: (row) => row.releaseName },
            {
              header: t('teamSurveys.alignment.progress'),
              cell: (row) =>
                row.startedAt
                  ? t('teamSurveys.alignment.answered', {
                      completed: row.completed,
                      invited: row.invited,
                    })
                  : t('teamSurveys.alignment.notStarted'),
            },
          ]}
          actions={{
            header: t('teamSurveys.admin.actions'),
            cell: (row) => (
              <>
                <Button size="small" onClick={() => void start(row)}>
                  {row.startedAt
                    ? t('teamSurveys.alignment.inviteNew')
                    : t('teamSurveys.alignment.start')}
                </Button>
                {row.startedAt && (
                  <Button
                    size="small"
                    onClick={() => setShown({ releaseId: row.releaseId, groupId: row.groupId })}
                  >
                    {t('teamSurveys.alignment.report')}
                  </Button>
                )}
              </>
            ),
          }}
        />
      )}
      {shown && <TeamAlignmentReport key={`${shown.releaseId}/${shown.groupId}`} {...shown} />}
    </Stack>
  );
}

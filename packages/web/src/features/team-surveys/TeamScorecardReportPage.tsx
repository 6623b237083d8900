import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TTeamScorecardReport } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { PageLoading } from '../../ui/PageLoading';
import { ScoreTable, type ScoreColumn } from './ScoreTable';
import { scorecardReport } from './team-surveys-api';

/**
 * `/publicReports/aTeamScorecardReportPublic/{surveyDataId}`: the scorecard of a response, by
 * the key its submission answered (without one, how to get one).
 */
export function TeamScorecardReportPage() {
  const { t } = useTranslation();
  const { surveyDataId } = useParams();
  if (!surveyDataId) {
    return (
      <PageCard title={t('teamSurveys.scorecard.reportTitle')}>
        <Typography>{t('teamSurveys.scorecard.noKey')}</Typography>
      </PageCard>
    );
  }
  return <ScorecardReport surveyDataId={surveyDataId} />;
}

function ScorecardReport({ surveyDataId }: { surveyDataId: string }) {
  const { api } = usePortal();
  const report = useQuery({
    queryKey: ['team-surveys', 'scorecard-report', surveyDataId],
    queryFn: ({ signal }) => scorecardReport(api, surveyDataId, signal),
    retry: false,
  });
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <ErrorNotice error={report.error} />;
  return <ScorecardFigures report={report.data} />;
}

function ScorecardFigures({ report: r }: { report: TTeamScorecardReport }) {
  const { t } = useTranslation();
  const columns: ScoreColumn[] = r.items
    ? [
        { header: t('teamSurveys.scorecard.yourTeam'), items: r.items, figure: 'average' },
        { header: t('teamSurveys.scorecard.agreement'), items: r.items, figure: 'agreement' },
        { header: t('teamSurveys.scorecard.allTeams'), items: r.allItems, figure: 'average' },
        { header: t('teamSurveys.scorecard.yours'), items: r.ownItems, figure: 'average' },
      ]
    : [{ header: t('teamSurveys.scorecard.yours'), items: r.ownItems, figure: 'average' }];
  return (
    <PageCard title={t('teamSurveys.scorecard.reportTitle')} eyebrow={r.releaseName}>
      <Stack spacing={2}>
        <Typography role="status">
          {t('teamSurveys.scorecard.teamLine', { team: r.teamName, count: r.teamResponses })}
        </Typography>
        {!r.items && (
          <Alert severity="info">{t('teamSurveys.scorecard.tooFew', { minimum: r.minimum })}</Alert>
        )}
        <ScoreTable
          caption={t('teamSurveys.scorecard.scores')}
          items={r.items ?? r.ownItems}
          columns={columns}
        />
        <Typography variant="body2" color="text.secondary">
          {t('teamSurveys.scorecard.keepLink')}
        </Typography>
      </Stack>
    </PageCard>
  );
}

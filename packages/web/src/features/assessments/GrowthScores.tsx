import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assessmentApi, type TAssessment } from '@portal/core';
import { call } from '../../api/call';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { assessmentKeys } from './assessments-api';
import { ScoreTable } from './print/ScoreTable';

/** A completed scored assessment's section scores beside the previous one's (growth on). */
export function GrowthScores({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const shown =
    useFeatureOn('growthAssessment') && assessment.completedAt !== null && assessment.scored;
  const report = useQuery({
    queryKey: [...assessmentKeys.one(assessment.id), 'growth'],
    queryFn: ({ signal }) =>
      call(api, assessmentApi.growthReport, { params: { id: assessment.id } }, signal),
    enabled: shown,
  });
  if (!shown) return null;
  if (report.isError) return <ErrorNotice error={report.error} />;
  if (!report.data) return null;
  const { previous, current } = report.data;
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('assessments.print.scores')}
      </Typography>
      <ScoreTable
        points={previous ? [previous, current] : [current]}
        label={t('assessments.print.scores')}
      />
    </>
  );
}

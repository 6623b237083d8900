import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, type TAssessment } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { PageLoading } from '../../ui/PageLoading';
import { AssessmentAnswering } from './AssessmentAnswering';
import { AssessmentAnswers } from './AssessmentAnswers';
import { assessmentKeys, fetchAssessment } from './assessments-api';
import { GrowthPdfButtons } from './GrowthPdfButtons';
import { GrowthScores } from './GrowthScores';

/** Who assessed the account and how far it is: in progress, or completed on a day. */
function AssessmentState({ assessment }: { assessment: TAssessment }) {
  const { t, i18n } = useTranslation();
  const name = assessment.assessorName ?? '–';
  return (
    <Typography color="text.secondary">
      {assessment.completedAt
        ? t('assessments.form.completedBy', {
            date: formatDate(assessment.completedAt, i18n.language),
            name,
          })
        : t('assessments.form.startedBy', {
            date: formatDate(assessment.startedAt, i18n.language),
            name,
          })}
    </Typography>
  );
}

/**
 * assessment/admin/assessments/{assessmentId}: an assessment of an account — answered and
 * completed by its assessor or the account's editors while open, read by the account's people.
 */
export function AssessmentFormPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { assessmentId = '' } = useParams();
  const query = useQuery({
    queryKey: assessmentKeys.one(assessmentId),
    queryFn: ({ signal }) => fetchAssessment(api, assessmentId, signal),
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ErrorNotice error={query.error} />;
  const assessment = query.data;
  return (
    <PageCard
      title={t('assessments.form.title', {
        name: assessment.definitionName,
        account: assessment.accountName,
      })}
    >
      <AssessmentState assessment={assessment} />
      {assessment.abilities.answer ? (
        <AssessmentAnswering assessment={assessment} />
      ) : (
        <>
          {!assessment.completedAt && (
            <Alert severity="info">{t('assessments.form.readOnly')}</Alert>
          )}
          <GrowthPdfButtons assessment={assessment} />
          <GrowthScores assessment={assessment} />
          <AssessmentAnswers body={assessment.body} answers={assessment.answers} />
        </>
      )}
    </PageCard>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { AssessmentTable } from './AssessmentTable';
import { assessmentKeys, listAssessments } from './assessments-api';
import { StartAssessment } from './StartAssessment';

/** The assessments of every account the person may see, and starting one. */
export function AssessmentsTab() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const list = useQuery({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => listAssessments(api, undefined, signal),
  });
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('assessments.start.title')}
        </Typography>
        <StartAssessment />
      </Stack>
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {list.data && (
        <AssessmentTable
          assessments={list.data}
          label={t('assessments.tabs.assessments')}
          showAccount
        />
      )}
    </Stack>
  );
}

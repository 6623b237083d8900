import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { AssessmentTable } from './AssessmentTable';
import { assessmentKeys, listAssessments } from './assessments-api';
import { StartAssessment } from './StartAssessment';

/** The account page's assessments: its list, and starting a new one of the account. */
export function AccountAssessments({ crmAccountId }: { crmAccountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const list = useQuery({
    queryKey: assessmentKeys.list(crmAccountId),
    queryFn: ({ signal }) => listAssessments(api, crmAccountId, signal),
  });
  return (
    <Stack spacing={2}>
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {list.data && (
        <AssessmentTable assessments={list.data} label={t('assessments.account.title')} />
      )}
      <StartAssessment crmAccountId={crmAccountId} />
    </Stack>
  );
}

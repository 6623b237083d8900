import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { getSurvey } from '../profile-api';
import { DescriberSurveyForm } from './DescriberSurveyForm';

/**
 * The describer survey behind an e-mailed link: `/feedback/describer/{surveyCode}` for anyone
 * holding the link and `describerFeedback/{surveyCode}` inside the portal. A link that expired,
 * was completed or declined shows the spec's unavailable text instead of the items.
 */
export function DescriberSurveyPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { surveyCode = '' } = useParams();
  const [search] = useSearchParams();
  const declineId = search.get('declineId');
  const declineKey = search.get('declineKey');
  const survey = useQuery({
    queryKey: ['profile', 'survey', surveyCode, i18n.language],
    queryFn: ({ signal }) => getSurvey(api, surveyCode, i18n.language, signal),
    // Progress is kept by the form; a refetch would reset what the describer is typing.
    staleTime: Infinity,
    retry: false,
  });

  if (survey.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (survey.isError) {
    return (
      <PageCard title={t('profile.survey.title')}>
        <ErrorNotice error={survey.error} />
      </PageCard>
    );
  }
  if (survey.data.state !== 'open') {
    return (
      <PageCard title={t('profile.survey.title')}>
        <Alert severity="info">{t('profile.survey.unavailable')}</Alert>
      </PageCard>
    );
  }
  return (
    <DescriberSurveyForm
      survey={survey.data}
      decline={declineId && declineKey ? { id: declineId, key: declineKey } : null}
    />
  );
}

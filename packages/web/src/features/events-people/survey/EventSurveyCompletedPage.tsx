import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { fetchEventSurvey, surveyKeys } from './event-survey-api';

/**
 * event/{eventId}/surveycompleted: the thank-you after a participant's answers, with another
 * response where the type takes several, and the results for the event's staff.
 */
export function EventSurveyCompletedPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { eventId = '' } = useParams();
  const survey = useQuery({
    queryKey: [...surveyKeys.survey(eventId), 'completed'],
    queryFn: ({ signal }) => fetchEventSurvey(api, eventId, signal),
  });
  if (survey.isPending) return <PageLoading />;
  if (survey.isError) return <ErrorNotice error={survey.error} />;
  const s = survey.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Alert severity="success" role="status">
        <AlertTitle component="h1">{t('eventSurveys.completed.title')}</AlertTitle>
        {t('eventSurveys.completed.text', { name: s.eventName })}
      </Alert>
      {s.take?.kind === 'survey' && s.multipleResponses && (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`/event/${eventId}/survey`}
        >
          {t('eventSurveys.completed.again')}
        </Button>
      )}
      {s.canSeeResults && (
        <Button component={RouterLink} to={`/event/${eventId}/surveyAdmin`}>
          {t('eventSurveys.completed.results')}
        </Button>
      )}
      <Button component={RouterLink} to="/myevents">
        {t('eventsPeople.checkin.done.myEvents')}
      </Button>
    </Stack>
  );
}

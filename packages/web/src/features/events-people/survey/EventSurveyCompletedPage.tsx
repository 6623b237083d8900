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
 * event/{eventId}/surveycompleted: the thank-you. A trainer collecting answers in the room
 * hands the phone to the next person from here.
 */
export function EventSurveyCompletedPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { eventId = '' } = useParams();
  const survey = useQuery({
    queryKey: surveyKeys.survey(eventId),
    queryFn: ({ signal }) => fetchEventSurvey(api, eventId, signal),
  });
  if (survey.isPending) return <PageLoading />;
  if (survey.isError) return <ErrorNotice error={survey.error} />;
  const s = survey.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Alert severity="success" role="status">
        <AlertTitle>{t('eventsPeople.survey.thanksTitle')}</AlertTitle>
        {t('eventsPeople.survey.thanks', { name: s.eventName })}
      </Alert>
      {s.canAnswer && (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`/event/${eventId}/survey`}
        >
          {s.respondent === 'room'
            ? t('eventsPeople.survey.nextPerson')
            : t('eventsPeople.survey.again')}
        </Button>
      )}
      {s.canSeeResults && (
        <Button component={RouterLink} to={`/event/${eventId}/surveyAdmin`}>
          {t('eventsPeople.survey.results')}
        </Button>
      )}
      <Button component={RouterLink} to="/myevents">
        {t('eventsPeople.checkin.done.myEvents')}
      </Button>
    </Stack>
  );
}

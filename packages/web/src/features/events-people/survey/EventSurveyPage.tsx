import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TEventSurvey, TEventSurveyTake } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { InvitationSurvey } from '../../surveys/InvitationSurveyPage';
import { SURVEY_QUERY } from '../../surveys/survey-query';
import { EventSummary } from '../EventSummary';
import { fetchEventSurvey, surveyKeys } from './event-survey-api';

/** The event's facts as EventSummary shows them. */
const surveyEventFacts = (s: TEventSurvey) => ({
  description: s.eventName,
  eventTypeName: s.eventTypeName,
  startDate: s.startDate,
  endDate: s.endDate,
  ianaLocationTimeZone: s.ianaLocationTimeZone,
  location: null,
  virtualConferenceUrl: null,
  trainer: s.trainer,
});

/**
 * event/{eventId}/survey: the event's survey for a participant (their invitation, answered with
 * the survey renderer, or the outside survey's link), and the way to the results for its staff.
 */
export function EventSurveyPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const { eventId = '' } = useParams();
  const survey = useQuery({
    queryKey: surveyKeys.survey(eventId),
    queryFn: ({ signal }) => fetchEventSurvey(api, eventId, signal),
    ...SURVEY_QUERY,
  });
  if (survey.isPending) return <PageLoading />;
  if (survey.isError) return <ErrorNotice error={survey.error} />;
  const s = survey.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('eventSurveys.page.title')}
        </Typography>
        <EventSummary event={surveyEventFacts(s)} headingLevel="h2" />
      </Paper>
      {s.take?.kind === 'survey' && (
        <InvitationSurvey
          surveyCode={s.take.surveyCode}
          onSubmitted={() => void navigate(`/event/${eventId}/surveycompleted`)}
        />
      )}
      {s.take?.kind === 'external' && <OutsideSurvey take={s.take} />}
      {!s.take && <Alert severity="info">{s.message ?? t('eventSurveys.page.staff')}</Alert>}
      {s.canSeeResults && (
        <Button component={RouterLink} to={`/event/${eventId}/surveyAdmin`}>
          {t('eventSurveys.page.results')}
        </Button>
      )}
    </Stack>
  );
}

/** The outside survey of the event's type, and its anonymous address where there is one. */
function OutsideSurvey({ take }: { take: Extract<TEventSurveyTake, { kind: 'external' }> }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography sx={{ mb: 2 }}>{t('eventSurveys.page.externalNote')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" href={take.url} target="_blank" rel="noopener noreferrer">
          {t('eventSurveys.page.external')}
        </Button>
        {take.anonymousUrl && (
          <Button
            variant="outlined"
            href={take.anonymousUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('eventSurveys.page.externalAnonymous')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

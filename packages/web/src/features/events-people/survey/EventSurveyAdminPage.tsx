import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { surveyResultsPath } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { SecuritySection } from '../../security/SecuritySection';
import { QuestionList, Summary } from '../../survey-results/ResultsFigures';
import { fetchEventSurveyResults, surveyKeys } from './event-survey-api';

/**
 * event/{eventId}/surveyAdmin: the survey's results for this event (the survey module's figures
 * per question), for the event's trainers and admins and the survey admins.
 */
export function EventSurveyAdminPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { eventId = '' } = useParams();
  const results = useQuery({
    queryKey: surveyKeys.results(eventId),
    queryFn: ({ signal }) => fetchEventSurveyResults(api, eventId, signal),
  });
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <ErrorNotice error={results.error} />;
  const r = results.data;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('eventSurveys.results.title', { name: r.eventName })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/event/${eventId}/survey`}>
          {t('eventSurveys.page.title')}
        </Button>
        {r.releaseResultsId && (
          <Button
            component={RouterLink}
            to={`${surveyResultsPath(r.releaseResultsId)}?eventId=${r.eventId}`}
          >
            {t('eventSurveys.results.release')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('eventSurveys.results.attendance', {
          participants: r.participantCount,
          checkedIn: r.checkedInCount,
        })}
      </Typography>
      {r.survey ? (
        <>
          <SecuritySection level={2} title={r.survey.release.definitionName}>
            <Summary results={r.survey} />
          </SecuritySection>
          <QuestionList results={r.survey} />
        </>
      ) : (
        <Alert
          severity="info"
          action={
            r.externalUrl && (
              <Button href={r.externalUrl} target="_blank" rel="noopener noreferrer">
                {t('eventSurveys.results.openExternal')}
              </Button>
            )
          }
        >
          {t('eventSurveys.results.external')}
        </Alert>
      )}
    </Box>
  );
}

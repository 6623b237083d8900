import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  EVENT_SURVEY_COMMENT_MAX,
  EVENT_SURVEY_RATING_QUESTIONS,
  type EventSurveyRatingQuestion,
  type TEventSurvey,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { AnswerScale } from '../../profile/survey/AnswerScale';
import { RequiredMark } from '../../../ui/RequiredMark';
import { focusField } from '../../../ui/use-radio-group';
import { errorMessage } from '../../security/error-message';
import { EventSummary } from '../EventSummary';
import { fetchEventSurvey, submitEventSurvey, surveyKeys } from './event-survey-api';

type Ratings = Partial<Record<EventSurveyRatingQuestion, number>>;

/** The event's facts as EventSummary shows them. */
export const surveyEventFacts = (s: TEventSurvey) => ({
  description: s.eventName,
  eventTypeName: s.eventTypeName,
  startDate: s.startDate,
  endDate: s.endDate,
  ianaLocationTimeZone: s.ianaLocationTimeZone,
  location: null,
  virtualConferenceUrl: null,
  trainer: s.trainer,
});

/** event/{eventId}/survey: the post-event survey, one statement a card, made for phones. */
export function EventSurveyPage() {
  const { api } = usePortal();
  const { eventId = '' } = useParams();
  const survey = useQuery({
    queryKey: surveyKeys.survey(eventId),
    queryFn: ({ signal }) => fetchEventSurvey(api, eventId, signal),
  });
  if (survey.isPending) return <PageLoading />;
  if (survey.isError) return <ErrorNotice error={survey.error} />;
  return <SurveyForm survey={survey.data} />;
}

function SurveyForm({ survey }: { survey: TEventSurvey }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ratings, setRatings] = useState<Ratings>({});
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = EVENT_SURVEY_RATING_QUESTIONS.filter((q) => ratings[q] === undefined);
  const submit = async () => {
    setTried(true);
    const [first] = missing;
    if (first) {
      // The messages render with this state change: focus the first unanswered question after it.
      requestAnimationFrame(() => focusField(`q-${first}-card`));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await submitEventSurvey(api, survey.eventId, {
        ratings: ratings as Record<EventSurveyRatingQuestion, number>,
        comment: comment.trim() || null,
        anonymous: survey.allowAnonymous && anonymous,
      });
      await queryClient.invalidateQueries({ queryKey: surveyKeys.survey(survey.eventId) });
      void navigate(`/event/${survey.eventId}/surveycompleted`);
    } catch (error) {
      setFailure(`${t('eventsPeople.survey.submitFailed')} ${errorMessage(error, t)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {t('eventsPeople.survey.title')}
        </Typography>
        <EventSummary event={surveyEventFacts(survey)} headingLevel="h2" />
        {survey.respondent === 'room' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('eventsPeople.survey.roomMode')}
          </Alert>
        )}
      </Paper>
      {!survey.canAnswer ? (
        <Alert severity="info">{survey.message ?? t('eventsPeople.survey.closed')}</Alert>
      ) : (
        <>
          {EVENT_SURVEY_RATING_QUESTIONS.map((q, i) => (
            <Paper
              key={q}
              id={`q-${q}-card`}
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
            >
              <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
                {`${i + 1}. `}
                <span id={`q-${q}`}>{t(`eventsPeople.survey.question.${q}`)}</span>
                <RequiredMark />
              </Typography>
              <AnswerScale
                labelledBy={`q-${q}`}
                describedBy={tried && ratings[q] === undefined ? `q-${q}-missing` : undefined}
                value={ratings[q]}
                onChange={(value) => setRatings({ ...ratings, [q]: value })}
                invalid={tried && ratings[q] === undefined}
                required
              />
              {tried && ratings[q] === undefined && (
                <Typography id={`q-${q}-missing`} color="error" variant="body2" sx={{ mt: 1 }}>
                  {t('eventsPeople.survey.required')}
                </Typography>
              )}
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <TextField
              label={t('eventsPeople.survey.comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: EVENT_SURVEY_COMMENT_MAX } }}
            />
            {survey.allowAnonymous && survey.respondent === 'participant' && (
              <FormControlLabel
                control={
                  <Checkbox checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
                }
                label={t('eventsPeople.survey.anonymous')}
              />
            )}
          </Paper>
          {tried && missing.length > 0 && (
            <Alert severity="error">{t('eventsPeople.survey.incomplete')}</Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button variant="contained" size="large" disabled={busy} onClick={() => void submit()}>
            {t('eventsPeople.survey.submit')}
          </Button>
        </>
      )}
      {survey.canSeeResults && (
        <Button component={RouterLink} to={`/event/${survey.eventId}/surveyAdmin`}>
          {t('eventsPeople.survey.results')}
        </Button>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { TEventSurveyQuestionResult } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageLoading } from '../../../ui/PageLoading';
import { SecuritySection } from '../../security/SecuritySection';
import { fetchEventSurveyResults, surveyKeys } from './event-survey-api';
import { formatDateTime } from '@portal/core';
import { builtKey } from '../../../app/built-key';

/** event/{eventId}/surveyAdmin: the survey's results for the event's trainers and admins. */
export function EventSurveyAdminPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { eventId = '' } = useParams();
  const results = useQuery({
    queryKey: surveyKeys.results(eventId),
    queryFn: ({ signal }) => fetchEventSurveyResults(api, eventId, signal),
  });
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <ErrorNotice error={results.error} />;
  const r = results.data;
  const rate =
    r.checkedInCount > 0 ? Math.round((r.respondentCount / r.checkedInCount) * 100) : null;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('eventsPeople.survey.resultsOf', { name: r.eventName })}
      </Typography>
      <SecuritySection
        level={2}
        title={t('eventsPeople.survey.responses')}
        actions={
          <Button component={RouterLink} to={`/event/${eventId}/survey`}>
            {t('eventsPeople.survey.open')}
          </Button>
        }
      >
        <Typography role="status">
          {t('eventsPeople.survey.responseCount', { count: r.responseCount })}
          {' · '}
          {t('eventsPeople.survey.attendance', {
            participants: r.participantCount,
            checkedIn: r.checkedInCount,
          })}
          {rate !== null && ` · ${t('eventsPeople.survey.rate', { rate })}`}
        </Typography>
      </SecuritySection>
      <SecuritySection level={2} title={t('eventsPeople.survey.ratings')}>
        <Stack spacing={3}>
          {r.questions.map((q) => (
            <QuestionResult key={q.id} result={q} />
          ))}
        </Stack>
      </SecuritySection>
      <SecuritySection level={2} title={t('eventsPeople.survey.comments')}>
        {r.comments.length === 0 && (
          <Typography color="text.secondary">{t('eventsPeople.survey.noComments')}</Typography>
        )}
        <List>
          {r.comments.map((c, i) => (
            <ListItem key={i} disableGutters divider>
              <ListItemText
                primary={c.text}
                secondary={`${c.name ?? t('eventsPeople.survey.anonymousName')} · ${formatDateTime(c.createdUTC, i18n.language)}`}
                slotProps={{
                  primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      </SecuritySection>
    </Box>
  );
}

/** One statement: its mean and a bar per rating, each with its count in words for readers. */
function QuestionResult({ result: q }: { result: TEventSurveyQuestionResult }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...q.distribution);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={t(`eventsPeople.survey.question.${q.id}`)}>
      <Typography sx={{ fontWeight: 600 }}>{t(`eventsPeople.survey.question.${q.id}`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {q.average === null
          ? t('eventsPeople.survey.noAnswers')
          : t('eventsPeople.survey.average', { average: q.average.toFixed(2), count: q.count })}
      </Typography>
      {q.distribution.map((n, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="body2" sx={{ width: { xs: 110, sm: 150 }, flexShrink: 0 }}>
            {t(builtKey(`profile.survey.answer.${i + 1}`))}
          </Typography>
          <Box sx={{ flex: 1, bgcolor: 'action.hover', borderRadius: 1, height: 16 }}>
            <Box
              sx={{
                width: `${(n / most) * 100}%`,
                bgcolor: 'primary.main',
                height: '100%',
                borderRadius: 1,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ width: 32, textAlign: 'right' }}>
            {n}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DEFAULT_LOCALE,
  formatDate,
  isLocale,
  surveyText,
  type LocaleCode,
  type TMySurvey,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageCard } from '../../ui/PageCard';
import { mySurveys } from './surveys-api';

function SurveyLine({ survey, locale }: { survey: TMySurvey; locale: LocaleCode }) {
  const { t } = useTranslation();
  const title = surveyText(survey.title, locale);
  const action = survey.completedAt
    ? survey.allowMultiple
      ? t('surveys.mine.again')
      : null
    : survey.inProgress
      ? t('surveys.mine.continue')
      : t('surveys.mine.start');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="h4" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {survey.entityName && (
            <Typography variant="body2">
              {t('surveys.mine.about', { name: survey.entityName })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {survey.completedAt
              ? t('surveys.mine.answeredOn', { date: formatDate(survey.completedAt, locale) })
              : survey.closesAt &&
                t('surveys.mine.closes', { date: formatDate(survey.closesAt, locale) })}
          </Typography>
          {!survey.completedAt && (
            <Chip
              size="small"
              sx={{ mt: 0.5 }}
              label={
                survey.inProgress ? t('surveys.mine.inProgress') : t('surveys.mine.notStarted')
              }
            />
          )}
        </div>
        {action && (
          <Button
            component={RouterLink}
            to={`/mysurvey/${survey.surveyCode}`}
            variant={survey.completedAt ? 'outlined' : 'contained'}
            aria-label={`${action}: ${title}`}
            sx={{ alignSelf: { sm: 'center' } }}
          >
            {action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function SurveyList({
  title,
  items,
  empty,
  locale,
}: {
  title: string;
  items: TMySurvey[];
  empty: string;
  locale: LocaleCode;
}) {
  return (
    <section>
      <Typography variant="h2" component="h3" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {items.map((survey) => (
            <SurveyLine key={survey.surveyCode} survey={survey} locale={locale} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** `mysurveys`: the person's surveys to answer (started or not) and those answered. */
export function MySurveysPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { api } = usePortal();
  const list = useQuery({
    queryKey: ['surveys', 'mine'],
    queryFn: ({ signal }) => mySurveys(api, signal),
  });
  if (list.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  return (
    <PageCard title={t('route.mySurveys')}>
      {list.isError ? (
        <ErrorNotice error={list.error} />
      ) : (
        <>
          <SurveyList
            title={t('surveys.mine.pending')}
            items={list.data.pending}
            empty={t('surveys.mine.nonePending')}
            locale={locale}
          />
          <SurveyList
            title={t('surveys.mine.done')}
            items={list.data.done}
            empty={t('surveys.mine.noneDone')}
            locale={locale}
          />
        </>
      )}
    </PageCard>
  );
}

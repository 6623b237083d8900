import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CHECKUP_SURVEY_SUPPORT_PATH, type FeedbackFormatTexts } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { PageCard } from '../../../ui/PageCard';
import { getFeedbackByCode } from '../checkup-survey-api';
import { CheckupSurveyForm } from './CheckupSurveyForm';

type Outcome = { kind: 'open' } | { kind: 'done'; text: string } | { kind: 'gone' };

/**
 * The unavailable screen: the format's text and the way to support. `focusTitle` when it replaces
 * the form just sent (the code was answered or expired meanwhile).
 */
export function SurveyUnavailable({
  texts,
  focusTitle,
}: {
  texts: FeedbackFormatTexts;
  focusTitle?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('checkupSurvey.survey.title')} focusTitle={focusTitle}>
      <Alert severity="info" sx={{ whiteSpace: 'pre-line' }}>
        {texts.unavailableText}
      </Alert>
      <Button
        component={RouterLink}
        to={CHECKUP_SURVEY_SUPPORT_PATH}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('checkupSurvey.survey.support')}
      </Button>
    </PageCard>
  );
}

/**
 * The checkup survey of one code, whichever page holds it: loading, the survey, the thank-you
 * screen after it is sent, or the unavailable screen for a code that expired, was answered or
 * never existed (the server answers all three alike).
 */
export function SurveyByCode({ surveyCode }: { surveyCode: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'open' });
  const survey = useQuery({
    queryKey: ['checkupSurvey', 'survey', surveyCode, i18n.language],
    queryFn: ({ signal }) => getFeedbackByCode(api, surveyCode, i18n.language, signal),
    // The answers live in the form; a refetch must not rebuild it under the rater's thumbs.
    staleTime: Infinity,
    retry: false,
  });

  if (survey.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (survey.isError) {
    return (
      <PageCard title={t('checkupSurvey.survey.title')}>
        <Alert severity="error">{t('checkupSurvey.survey.loadError')}</Alert>
      </PageCard>
    );
  }
  const data = survey.data;
  if (!data.available || outcome.kind === 'gone') {
    return <SurveyUnavailable texts={data.texts} focusTitle={outcome.kind === 'gone'} />;
  }
  if (outcome.kind === 'done') {
    return (
      <PageCard title={t('checkupSurvey.survey.title')} focusTitle>
        <Typography role="status" sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem' }}>
          {outcome.text}
        </Typography>
      </PageCard>
    );
  }
  return (
    <CheckupSurveyForm
      key={data.surveyCode}
      survey={data}
      onSubmitted={(text) => setOutcome({ kind: 'done', text })}
      onUnavailable={() => setOutcome({ kind: 'gone' })}
    />
  );
}

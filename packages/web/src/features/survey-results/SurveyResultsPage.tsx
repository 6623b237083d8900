import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  exportFormatsOf,
  surveyResultsApi,
  type TSurveyResultSet,
  type TSurveyResults,
} from '@portal/core';
import { call } from '../../api/call';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { PremiumReleasePanel } from '../premium-surveys/PremiumReleasePanel';
import { SecuritySection } from '../security/SecuritySection';
import { QuestionFigures } from './QuestionFigures';
import { ResultsFilters } from './ResultsFilters';
import { resultsFiltersOf, resultsQueryOf } from './results-params';

/**
 * survey/admin/releases/{releaseId}/results: a release's results per question, filtered,
 * compared with another release of its definition, and downloaded (docs/decisions.md, "Survey
 * results").
 */
export function SurveyResultsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { releaseId = '' } = useParams();
  const [params] = useSearchParams();
  const query = resultsQueryOf(params);
  const results = useQuery({
    queryKey: ['survey', 'results', releaseId, query],
    queryFn: ({ signal }) =>
      call(api, surveyResultsApi.getResults, { params: { releaseId }, query }, signal),
    placeholderData: keepPreviousData,
  });
  const premiumOn = useFeatureOn('premiumSurvey');
  const choices = useQuery({
    queryKey: ['survey', 'resultFilters', releaseId],
    queryFn: ({ signal }) =>
      call(api, surveyResultsApi.getResultFilters, { params: { releaseId } }, signal),
  });
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <ErrorNotice error={results.error} />;
  const r = results.data;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {r.release.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {r.release.definitionName} ·{' '}
        {r.release.anonymous ? t('surveyResults.anonymous') : t('surveyResults.named')}
      </Typography>
      <SecuritySection
        level={2}
        title={t('surveyResults.summary')}
        actions={<Downloads releaseId={releaseId} query={query} />}
      >
        <Summary results={r} />
        <Box sx={{ mt: 2 }}>
          <ResultsFilters query={query} choices={choices.data} anonymous={r.release.anonymous} />
        </Box>
      </SecuritySection>
      {premiumOn && <PremiumReleasePanel releaseId={releaseId} />}
      <QuestionList results={r} />
    </Box>
  );
}

function Summary({ results: r }: { results: TSurveyResults }) {
  const { t } = useTranslation();
  const invited = r.invitations;
  return (
    <Typography role="status">
      {r.results.hidden
        ? t('surveyResults.hidden', { minimum: r.minimum })
        : t('surveyResults.responseCount', { count: r.results.responses })}
      {invited &&
        ` · ${t('surveyResults.completion', {
          completed: invited.completed,
          invited: invited.invited,
          rate: Math.round((invited.completed / invited.invited) * 100),
        })}`}
    </Typography>
  );
}

/** The downloads of the responses for the filters (CSV where the brand has csvExport on). */
function Downloads({
  releaseId,
  query,
}: {
  releaseId: string;
  query: ReturnType<typeof resultsQueryOf>;
}) {
  const { t } = useTranslation();
  const save = useDownloadFile();
  const formats = exportFormatsOf(usePortal().config.features);
  const filters = resultsFiltersOf(query);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          onClick={() =>
            void save(
              fileRequest(surveyResultsApi.exportResults, {
                params: { releaseId },
                query: { ...filters, format },
              }),
            )
          }
        >
          {t(`surveyResults.download.${format}`)}
        </Button>
      ))}
    </Box>
  );
}

/** Each question's figures, beside the compared release's when there is one. */
function QuestionList({ results: r }: { results: TSurveyResults }) {
  const { t } = useTranslation();
  if (r.results.hidden) {
    return <Alert severity="info">{t('surveyResults.hidden', { minimum: r.minimum })}</Alert>;
  }
  if (r.results.responses === 0) {
    return <Alert severity="info">{t('surveyResults.noResponses')}</Alert>;
  }
  const compare = r.compare;
  return r.results.questions.map((question) => (
    <SecuritySection key={question.name} level={2} title={question.title}>
      <Typography variant="body2" color="text.secondary">
        {t('surveyResults.answered', { count: question.answered })}
      </Typography>
      {compare ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {r.release.name}
            </Typography>
            <QuestionFigures result={question} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {compare.release.name}
            </Typography>
            <ComparedFigures set={compare.results} name={question.name} minimum={r.minimum} />
          </Grid>
        </Grid>
      ) : (
        <QuestionFigures result={question} />
      )}
    </SecuritySection>
  ));
}

function ComparedFigures({
  set,
  name,
  minimum,
}: {
  set: TSurveyResultSet;
  name: string;
  minimum: number;
}) {
  const { t } = useTranslation();
  if (set.hidden) return <Alert severity="info">{t('surveyResults.hidden', { minimum })}</Alert>;
  const result = set.questions.find((q) => q.name === name);
  return result ? (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('surveyResults.answered', { count: result.answered })}
      </Typography>
      <QuestionFigures result={result} />
    </>
  ) : null;
}

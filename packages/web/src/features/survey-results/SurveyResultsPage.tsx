import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { exportFormatsOf, surveyResultsApi } from '@portal/core';
import { call } from '../../api/call';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { PremiumReleasePanel } from '../premium-surveys/PremiumReleasePanel';
import { SecuritySection } from '../security/SecuritySection';
import { NamedResponses } from './NamedResponses';
import { QuestionList, Summary } from './ResultsFigures';
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
      {!r.release.anonymous && (
        <NamedResponses releaseId={releaseId} filters={resultsFiltersOf(query)} />
      )}
    </Box>
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

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { surveyPremiumApi } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { premiumKeys, premiumResults } from './premium-api';
import { PremiumResultsView } from './PremiumResultsView';

/**
 * survey/premium/{responseId}: one account's premium survey results, with their PDF (the print
 * view's layout) where the brand has `pdfDownloads` on.
 */
export function PremiumSurveyResultsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { responseId = '' } = useParams();
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);
  const pdfOn = useFeatureOn('pdfDownloads');
  const results = useQuery({
    queryKey: premiumKeys.results(responseId),
    queryFn: ({ signal }) => premiumResults(api, responseId, signal),
  });
  if (results.isPending) return <PageLoading />;
  if (results.isError) return <ErrorNotice error={results.error} />;
  const { response } = results.data;
  const pdf = async () => {
    setDownloading(true);
    await download({
      ...fileRequest(surveyPremiumApi.premiumSurveyResultsPdf, { params: { responseId } }),
      fileName: `${response.accountName} ${response.releaseName}.pdf`,
    });
    setDownloading(false);
  };
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {pdfOn && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={downloading} onClick={() => void pdf()}>
            {t('premiumSurveys.results.downloadPdf')}
          </Button>
        </Box>
      )}
      <PremiumResultsView results={results.data} />
    </Box>
  );
}

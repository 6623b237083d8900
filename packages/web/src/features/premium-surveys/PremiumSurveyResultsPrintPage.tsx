import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { surveyPremiumApi } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PrintLayout } from '../print/PrintLayout';
import { usePrintApi } from '../print/print-api';
import { printGet } from '../print/print-call';
import { useReportRendered } from '../print/use-report-rendered';
import { PremiumResultsView } from './PremiumResultsView';

/**
 * print/premiumSurveyResults/{printKey}/{surveyDataId}: one account's premium survey results on
 * the sheet, read with the print key (signed for that response); the PDF renderer waits for its
 * marker.
 */
export function PremiumSurveyResultsPrintPage() {
  const printApi = usePrintApi();
  const { surveyDataId = '' } = useParams();
  const results = useQuery({
    queryKey: ['print', 'premiumSurveyResults', surveyDataId],
    queryFn: () =>
      printGet(printApi, surveyPremiumApi.premiumSurveyResultsPrintData, {
        params: { responseId: surveyDataId },
      }),
    retry: false,
  });
  useReportRendered(results.isSuccess);
  return (
    <PrintLayout>
      {results.isError && <ErrorNotice error={results.error} />}
      {results.data && <PremiumResultsView results={results.data} />}
    </PrintLayout>
  );
}

import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CheckupReport } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { BrandLogo } from '../../../ui/BrandLogo';
import { usePrintApi } from '../../print/print-api';
import { PrintLayout } from '../../print/PrintLayout';
import { useReportRendered } from '../../print/use-report-rendered';
import { fetchPrintReport } from '../checkup-api';
import { CheckupReportView, ReportHeading } from '../report/CheckupReportView';
import { ScorecardGrid } from '../report/ScorecardGrid';
import { CheckupSummary } from './CheckupSummary';

type SheetProps = {
  /** The route name whose title heads the sheet. */
  title: string;
  children: (report: CheckupReport) => ReactNode;
  landscape?: boolean;
};

/**
 * A print view of a checkup participant: the report read with the print key of the path, a
 * heading with the brand, then the view's body. A failed read shows its error and still sets
 * the report-rendered marker, so a PDF says what went wrong instead of timing out.
 */
function CheckupSheet({ title, children, landscape = false }: SheetProps) {
  const { brand } = usePortal();
  const printApi = usePrintApi();
  const { checkupParticipantId = '' } = useParams();
  const query = useQuery({
    queryKey: ['checkup', 'print', checkupParticipantId],
    queryFn: () => fetchPrintReport(printApi, checkupParticipantId),
    retry: false,
  });
  useReportRendered(!query.isPending);
  const report = query.data;
  return (
    <PrintLayout>
      {landscape && <GlobalStyles styles={{ '@page': { size: 'landscape' } }} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {report && (
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <div>
              <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                {brand.siteTitle}
              </Typography>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
            </div>
            <BrandLogo brand={brand} />
          </Stack>
          <Divider />
          {children(report)}
        </Stack>
      )}
    </PrintLayout>
  );
}

/** print/checkupReport/{printKey}/{checkupParticipantId}: the whole report (its PDF). */
export function CheckupReportPrintPage() {
  const { t } = useTranslation();
  return (
    <CheckupSheet title={t('route.printCheckupReport')}>
      {(report) => <CheckupReportView report={report} />}
    </CheckupSheet>
  );
}

/**
 * print/tractionCheckup/{printKey}/{checkupParticipantId}: the checkup on one sheet, the plan's
 * constraints and steps with their agreement and averages, without the comments.
 */
export function TractionCheckupPrintPage() {
  const { t } = useTranslation();
  return (
    <CheckupSheet title={t('route.printTractionCheckup')}>
      {(report) => <CheckupSummary report={report} />}
    </CheckupSheet>
  );
}

/** print/excel/{printKey}/{checkupParticipantId}: the Excel scorecard, landscape. */
export function ExcelPrintPage() {
  const { t } = useTranslation();
  return (
    <CheckupSheet title={t('route.printExcel')} landscape>
      {(report) => (
        <Stack spacing={2}>
          <ReportHeading report={report} />
          <ScorecardGrid report={report} />
        </Stack>
      )}
    </CheckupSheet>
  );
}

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CAMPUS_SUMMARY_COLUMNS,
  CKH_EVENT_COLUMNS,
  CLIENT_REPORT_NAMES,
  reportsApi,
  type ClientReportName,
} from '@portal/core';
import { ReportFrame } from '../ReportFrame';
import { useReportChoice } from '../report-filters';
import { ClientResultsDownload } from './ClientResultsDownload';

/** The report named in the address (`?report=`), else the education report. */
const clientReportOf = (value: string | null): ClientReportName =>
  CLIENT_REPORT_NAMES.find((name) => name === value) ?? 'clientEducation';

/**
 * clientReports: the education and CKH client reports over the client's own accounts, as tabs
 * sharing the filters of the address, and the results of the chosen account as a PDF. The
 * toolbar's title is the page's heading.
 */
export function ClientReportsPage() {
  const { t } = useTranslation();
  const [report, choose] = useReportChoice(clientReportOf);
  const results = <ClientResultsDownload />;
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Tabs
        value={report}
        onChange={(_event, next: ClientReportName) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CLIENT_REPORT_NAMES.map((name) => (
          <Tab key={name} value={name} label={t(`eventsPeople.reports.page.${name}`)} />
        ))}
      </Tabs>
      <Typography sx={{ mb: 2 }}>{t(`reports.client.intro.${report}`)}</Typography>
      {report === 'clientEducation' ? (
        <ReportFrame
          name="clientEducation"
          page={reportsApi.clientEducation}
          download={reportsApi.clientEducationExport}
          columns={CAMPUS_SUMMARY_COLUMNS}
          groups={false}
          actions={results}
        />
      ) : (
        <ReportFrame
          name="clientCkh"
          page={reportsApi.clientCkh}
          download={reportsApi.clientCkhExport}
          columns={CKH_EVENT_COLUMNS}
          actions={results}
        />
      )}
    </Box>
  );
}

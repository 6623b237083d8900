import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  CAMPUS_SUMMARY_COLUMNS,
  CKH_EVENT_COLUMNS,
  formatDate,
  formatNumber,
  reportsApi,
  zClientResultsQuery,
  type ReportColumn,
  type TClientResults,
  type TClientResultsTotals,
} from '@portal/core';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PRINT_CLASSES, PrintLayout } from '../../print/PrintLayout';
import { usePrintApi } from '../../print/print-api';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { ReportTable } from '../ReportTable';

/** The figures of the sheet's head, in order; their labels are the report columns'. */
const TOTALS: readonly (keyof TClientResultsTotals)[] = [
  'campuses',
  'people',
  'profilesStarted',
  'reportsReleased',
  'plansStarted',
  'plansComplete',
  'checkupsReported',
  'events',
  'participants',
  'checkedIn',
  'surveyResponses',
  'surveyAverage',
];

/** The range of the results in words: both days, one of them, or every date. */
function useRangeText(results: TClientResults): string {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDate(value, i18n.language);
  const { from, to } = results;
  if (from && to) return t('reports.client.range.between', { from: day(from), to: day(to) });
  if (from) return t('reports.client.range.since', { from: day(from) });
  if (to) return t('reports.client.range.until', { to: day(to) });
  return t('reports.client.range.all');
}

function Totals({ totals }: { totals: TClientResultsTotals }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="dl"
      className={PRINT_CLASSES.keepTogether}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 1.5,
        m: 0,
        '& > div': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 },
        '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 600 },
        '& dt': { fontSize: '0.8rem', color: 'text.secondary' },
      }}
    >
      {TOTALS.map((key) => (
        <div key={key}>
          <dt>{t(`reports.column.${key}`)}</dt>
          <dd>{totals[key] === null ? '–' : formatNumber(totals[key], i18n.language)}</dd>
        </div>
      ))}
    </Box>
  );
}

/** A listed part of the results: its rows, or why there are none, and how many are left out. */
function Part<Row extends object>(props: {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  count: number;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography>{props.empty}</Typography>
      ) : (
        <ReportTable columns={props.columns} rows={props.rows} loaded printed />
      )}
      {props.count > props.rows.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('reports.client.firstRows', {
            shown: formatNumber(props.rows.length, i18n.language),
            count: formatNumber(props.count, i18n.language),
          })}
        </Typography>
      )}
    </Box>
  );
}

function ClientResultsSheet({ results }: { results: TClientResults }) {
  const { t } = useTranslation();
  const range = useRangeText(results);
  return (
    <>
      <Typography variant="overline" component="p">
        {t('reports.client.heading')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {results.accountName}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {range}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reports.client.totals')}
      </Typography>
      <Totals totals={results.totals} />
      <Part
        title={t('reports.client.journey')}
        columns={CAMPUS_SUMMARY_COLUMNS}
        rows={results.campuses}
        count={results.totals.campuses}
        empty={t('reports.client.noCampuses')}
      />
      <Part
        title={t('reports.client.ckh')}
        columns={CKH_EVENT_COLUMNS}
        rows={results.events}
        count={results.totals.events}
        empty={t('reports.client.noEvents')}
      />
    </>
  );
}

/**
 * print/clientResults/{printKey}/{crmAccountId}?from&to: an account's client results on paper —
 * its figures, its campuses' journey and its CKH events — read with the print key.
 */
export function ClientResultsPrintPage() {
  const printApi = usePrintApi();
  const { crmAccountId = '' } = useParams();
  const [params] = useSearchParams();
  const parsed = zClientResultsQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : {};
  const results = useQuery({
    queryKey: ['print', 'clientResults', crmAccountId, query],
    queryFn: () =>
      printGet(printApi, reportsApi.clientResultsPrintData, {
        params: { id: crmAccountId },
        query,
      }),
    retry: false,
  });
  useReportRendered(results.isSuccess);
  return (
    <PrintLayout>
      {results.isError && <ErrorNotice error={results.error} />}
      {results.data && <ClientResultsSheet results={results.data} />}
    </PrintLayout>
  );
}

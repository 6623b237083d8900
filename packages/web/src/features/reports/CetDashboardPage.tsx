import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CET_PIPELINE_STAGES,
  formatNumber,
  percentOf,
  reportsApi,
  type TCetDashboardQuery,
} from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TableScroll } from '../../ui/TableScroll';
import { filtersOf } from './report-filters';
import { ReportFilters } from './ReportFilters';

type Events = TCetDashboardQuery['events'];

/** One figure of the dashboard: its name, its count, and what it is a share of. */
function Tile({ name, value, of }: { name: string; value: number; of?: number }) {
  const { t, i18n } = useTranslation();
  const share = of === undefined ? null : percentOf(value, of);
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {name}
      </Typography>
      <Typography variant="h4" component="p">
        {formatNumber(value, i18n.language)}
      </Typography>
      {of !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {share === null
            ? t('reports.cet.ofNone')
            : t('reports.cet.share', { share, of: formatNumber(of, i18n.language) })}
        </Typography>
      )}
    </Paper>
  );
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
} as const;

const TYPE_COLUMNS = [
  'events',
  ...CET_PIPELINE_STAGES,
  'registered',
  'checkedIn',
  'plansComplete',
  'checkupsReported',
] as const;

function Dashboard({ events }: { events: Events }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [params] = useSearchParams();
  const { from, to } = filtersOf(params);
  const query = { from, to, events };
  const result = useQuery({
    queryKey: ['reports', 'cetDashboard', query],
    queryFn: ({ signal }) => call(api, reportsApi.cetDashboard, { query }, signal),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ReportFilters filters={{ from, to }} scope={false} />
      <Box sx={{ height: 4 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      {data && (
        <>
          <Box component="section" aria-labelledby="cet-pipeline">
            <Typography id="cet-pipeline" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('reports.cet.pipeline')}
            </Typography>
            <Box sx={GRID}>
              <Tile name={t('reports.cet.column.events')} value={data.totals.events} />
              {CET_PIPELINE_STAGES.map((stage) => (
                <Tile
                  key={stage}
                  name={t(`reports.cet.column.${stage}`)}
                  value={data.totals[stage]}
                />
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="cet-follow-up">
            <Typography id="cet-follow-up" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('reports.cet.followUp')}
            </Typography>
            <Box sx={GRID}>
              <Tile
                name={t('reports.cet.column.checkedIn')}
                value={data.totals.checkedIn}
                of={data.totals.registered}
              />
              <Tile
                name={t('reports.cet.column.plansComplete')}
                value={data.totals.plansComplete}
                of={data.totals.withAccount}
              />
              <Tile
                name={t('reports.cet.column.checkupsReported')}
                value={data.totals.checkupsReported}
                of={data.totals.checkups}
              />
            </Box>
          </Box>
          <Box component="section" aria-labelledby="cet-types">
            <Typography id="cet-types" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('reports.cet.byType')}
            </Typography>
            {data.byType.length === 0 ? (
              <Typography>{t('reports.cet.none')}</Typography>
            ) : (
              <TableScroll label={t('reports.cet.byType')}>
                <Table size="small" aria-labelledby="cet-types">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('reports.cet.column.eventType')}</TableCell>
                      {TYPE_COLUMNS.map((key) => (
                        <TableCell key={key} align="right">
                          {t(`reports.cet.column.${key}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.byType.map((row) => (
                      <TableRow key={row.eventTypeId}>
                        <TableCell>{row.eventTypeName}</TableCell>
                        {TYPE_COLUMNS.map((key) => (
                          <TableCell key={key} align="right">
                            {formatNumber(row[key], i18n.language)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

/** cetdashboard: the brand's events of a range through their pipeline, attendance and follow-up. */
export function CetDashboardPage() {
  return <Dashboard events="all" />;
}

/** teamalyticscetdashboard: the same figures over the team events (held for a group). */
export function TeamCetDashboardPage() {
  return <Dashboard events="team" />;
}

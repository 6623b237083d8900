import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BRANDS,
  formatDateTime,
  formatFileSize,
  formatList,
  formatNumber,
  type BrandKey,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useMayOpen } from '../../app/use-may-open';
import { getDevStatus } from './dev-util-api';
import { StatusCard, type StatusRow } from './StatusCard';

/** How often the page asks again: a live view without a socket of its own. */
export const DEV_STATUS_REFRESH_SECONDS = 5;

/**
 * The developer tools (`devUtil`): this server's environment and version, the database and its
 * migrations, the hub's connections and recent events, the jobs and the PDF renderer, refreshed
 * every few seconds.
 */
export function DevUtilPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const mayOpen = useMayOpen();
  const status = useQuery({
    queryKey: ['devutil', 'status'],
    queryFn: ({ signal }) => getDevStatus(api, signal),
    refetchInterval: DEV_STATUS_REFRESH_SECONDS * 1000,
  });
  const number = (n: number) => formatNumber(n, i18n.language);
  const megabytes = (bytes: number) => formatFileSize(bytes, i18n.language);
  const at = (iso: string) => formatDateTime(iso, i18n.language);

  if (status.isError && !status.data) return <ErrorNotice error={status.error} />;
  if (!status.data) return <PageLoading />;
  const { server, database, hub, jobs, documents } = status.data;
  const { migrations } = database;

  const serverRows: StatusRow[] = [
    { label: t('devTools.server.environment'), value: server.environment },
    { label: t('devTools.server.version'), value: server.version },
    { label: t('devTools.server.node'), value: `${server.node} (${server.platform})` },
    { label: t('devTools.server.instance'), value: server.instanceId },
    { label: t('devTools.server.started'), value: at(server.startedAt) },
    {
      label: t('devTools.server.memory'),
      value: t('devTools.server.memoryValue', {
        rss: megabytes(server.memory.rssBytes),
        heap: megabytes(server.memory.heapUsedBytes),
      }),
    },
  ];
  const databaseRows: StatusRow[] = [
    { label: t('devTools.database.engine'), value: `${database.engine} ${database.version}` },
    {
      label: t('devTools.database.migrations'),
      value: t('devTools.database.applied', {
        count: migrations.applied,
        latest: migrations.latest ?? '-',
      }),
    },
    {
      label: t('devTools.database.pending'),
      value:
        migrations.pending.length === 0
          ? t('devTools.database.none')
          : formatList(migrations.pending, i18n.language),
    },
  ];
  const brands = Object.entries(hub.byBrand) as [BrandKey, number][];
  const hubRows: StatusRow[] = [
    { label: t('devTools.hub.connections'), value: number(hub.connections) },
    { label: t('devTools.hub.people'), value: number(hub.people) },
    {
      label: t('devTools.hub.byBrand'),
      value:
        brands.length === 0
          ? t('devTools.database.none')
          : formatList(
              brands.map(([brand, count]) => `${BRANDS[brand].displayName}: ${number(count)}`),
              i18n.language,
            ),
    },
  ];
  const jobRows: StatusRow[] = [
    { label: t('devTools.jobs.queue'), value: t(`devTools.jobs.engines.${jobs.engine}`) },
    { label: t('devTools.jobs.running'), value: number(jobs.running) },
    { label: t('devTools.jobs.failedLastDay'), value: number(jobs.failedLastDay) },
    {
      label: t('devTools.jobs.lastFailure'),
      value: jobs.lastFailure
        ? `${jobs.lastFailure.name}, ${at(jobs.lastFailure.at)}${jobs.lastFailure.error ? `: ${jobs.lastFailure.error}` : ''}`
        : t('devTools.database.none'),
    },
  ];
  const documentRows: StatusRow[] = [
    {
      label: t('devTools.documents.chromium'),
      value: t(documents.chromium ? 'devTools.documents.found' : 'devTools.documents.missing'),
    },
    { label: t('devTools.documents.concurrency'), value: number(documents.concurrency) },
    { label: t('devTools.documents.launches'), value: number(documents.launches) },
    { label: t('devTools.documents.pagesOpened'), value: number(documents.pagesOpened) },
  ];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('devTools.intro', { seconds: DEV_STATUS_REFRESH_SECONDS })}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('devTools.updated', { time: at(new Date(status.dataUpdatedAt).toISOString()) })}
      </Typography>
      {status.isError && <ErrorNotice error={status.error} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <StatusCard title={t('devTools.server.title')} rows={serverRows} />
        <StatusCard title={t('devTools.database.title')} rows={databaseRows} />
        <StatusCard title={t('devTools.hub.title')} rows={hubRows}>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {t('devTools.hub.recent')}
          </Typography>
          {hub.recent.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('devTools.hub.noRecent')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {hub.recent.map((event, index) => (
                <ListItem key={`${event.at}-${index}`} disableGutters>
                  <Typography variant="body2">
                    {t('devTools.hub.event', {
                      name: event.name,
                      to: t(`devTools.hub.to.${event.to}`),
                      time: at(event.at),
                    })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </StatusCard>
        <StatusCard title={t('devTools.jobs.title')} rows={jobRows}>
          {mayOpen('jobs') && (
            <Button component={RouterLink} to="/jobs" sx={{ mt: 1.5, ml: -1 }}>
              {t('devTools.jobs.open')}
            </Button>
          )}
        </StatusCard>
        <StatusCard title={t('devTools.documents.title')} rows={documentRows} />
      </Box>
    </Stack>
  );
}

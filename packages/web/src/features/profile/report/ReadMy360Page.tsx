import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { listReports } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';
import { latestReleased } from './report-list';
import type { ReportView } from './ReportBody';
import { ReportScreen } from './ReportScreen';

/**
 * read-my-360/{uaId?}: the latest released report of the person (the signed-in one by
 * default), read in place; the views switch without leaving the page.
 */
export function ReadMy360Page() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const myId = useMyAccountId();
  const { uaId = myId } = useParams();
  const [view, setView] = useState<ReportView>('overview');
  const reports = useQuery({
    queryKey: ['profile', 'reports', uaId],
    queryFn: ({ signal }) => listReports(api, uaId, signal),
    enabled: uaId !== '',
  });
  if (reports.isPending && uaId !== '') {
    return <LinearProgress aria-label={t('shell.common.loading')} />;
  }
  if (reports.isError) return <ErrorNotice error={reports.error} />;
  const latest = latestReleased(reports.data ?? []);
  if (!latest) {
    return (
      <PageCard title={t('route.readMy360')}>
        <Alert severity="info">{t('profile.report.noneReleased')}</Alert>
        {uaId === myId && (
          <Button
            component={RouterLink}
            to="/start-my-360"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('route.startMy360')}
          </Button>
        )}
      </PageCard>
    );
  }
  return <ReportScreen reportCode={latest.reportCode} view={view} views={{ select: setView }} />;
}

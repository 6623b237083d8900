import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { toasts } from '../../../ui/toast/toast-store';
import { fetchReportInfo } from '../home-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/**
 * The person's released 360 reports, newest first, each linking to its report page, and the way
 * to start (or go on with) their 360.
 */
export function ProfileReportsBlock({ userAccountId }: { userAccountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'profileReports', userAccountId],
    empty: [],
    load: (signal) => fetchReportInfo(api, userAccountId, signal),
    // The spec's toast for the person's profiles; the block stays, empty.
    onFailure: () =>
      toasts.show({
        message: t('home.reports.loadFailed', { id: userAccountId }),
        severity: 'error',
      }),
  });
  const released = data
    .filter((report) => report.isReleased)
    .sort((a, b) => b.createdUTC.localeCompare(a.createdUTC));
  return (
    <HomeBlock
      name="reports"
      title={t('home.reports.title')}
      loading={loading}
      isEmpty={released.length === 0}
      empty={t('home.reports.empty')}
      action={
        <Button component={RouterLink} to="/start-my-360" variant="outlined" sx={{ mt: 1.5 }}>
          {t('route.startMy360')}
        </Button>
      }
    >
      <List dense disablePadding>
        {released.map((report) => (
          <ListItem key={report.id} disableGutters>
            <Link component={RouterLink} to={`/report/${encodeURIComponent(report.reportCode)}`}>
              {report.formattedLabel}
            </Link>
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

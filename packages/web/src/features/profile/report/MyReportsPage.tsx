import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { listReports } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';
import { ReportBuilder } from '../builder/ReportBuilder';

/** myreports and myreports/{userAccountId}: the person's 360 reports, newest first. */
export function MyReportsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const myId = useMyAccountId();
  const { userAccountId = myId } = useParams();
  const own = userAccountId === myId;
  const reports = useQuery({
    queryKey: ['profile', 'reports', userAccountId],
    queryFn: ({ signal }) => listReports(api, userAccountId, signal),
    enabled: userAccountId !== '',
  });
  const sorted = [...(reports.data ?? [])].sort((a, b) => b.createdUTC.localeCompare(a.createdUTC));

  return (
    <PageCard title={own ? t('route.myReports') : t('route.userReports')}>
      {reports.isPending && userAccountId !== '' && (
        <LinearProgress aria-label={t('shell.common.loading')} />
      )}
      {reports.isError && <ErrorNotice error={reports.error} />}
      {reports.data && sorted.length === 0 && (
        <Alert severity="info">{t('profile.reports.none')}</Alert>
      )}
      {sorted.length > 0 && (
        <List aria-label={t('profile.reports.list')}>
          {sorted.map((report) => (
            <ListItem key={report.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/report/${encodeURIComponent(report.reportCode)}`}
                divider
              >
                <ListItemText
                  primary={report.formattedLabel}
                  secondary={t('profile.reports.describers', { count: report.describerCount })}
                />
                <Stack direction="row" spacing={1}>
                  {report.isExcluded && <Chip size="small" label={t('profile.reports.excluded')} />}
                  <Chip
                    size="small"
                    color={report.isReleased ? 'success' : 'default'}
                    label={
                      report.isReleased
                        ? t('profile.reports.released')
                        : t('profile.reports.pending')
                    }
                  />
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {own && (
        <Button
          component={RouterLink}
          to="/start-my-360"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('route.startMy360')}
        </Button>
      )}
      {/* A coach reading someone's reports may make one from chosen describers. */}
      {!own && userAccountId !== '' && <ReportBuilder userAccountId={userAccountId} />}
    </PageCard>
  );
}

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { getReport } from '../profile-api';
import { useMyAccountId } from '../use-my-account-id';
import { ReportActions } from './ReportActions';
import { REPORT_VIEWS, ReportBody, type ReportView } from './ReportBody';

type Props = {
  reportCode: string;
  view: ReportView;
  /** Where a view tab leads (the page's own path with the view), or what it changes in place. */
  views: { path: (view: ReportView) => string } | { select: (view: ReportView) => void };
};

/** One 360 report on screen: its heading, actions, view tabs and the chosen view. */
export function ReportScreen({ reportCode, view, views }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const myId = useMyAccountId();
  const plansOn = useFeatureOn('tractionPlan');
  const report = useQuery({
    queryKey: ['profile', 'report', reportCode, i18n.language],
    queryFn: ({ signal }) => getReport(api, reportCode, i18n.language, signal),
  });
  if (report.isPending) return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (report.isError) return <ErrorNotice error={report.error} />;
  const data = report.data;
  const name = `${data.participantFirstName} ${data.participantLastName}`.trim();
  const own = data.userAccountId === myId;

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <div>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
              {t('profile.report.eyebrow')}
            </Typography>
            <Typography variant="h1" component="h2">
              {name}
            </Typography>
            <Typography color="text.secondary">{data.formattedLabel}</Typography>
          </div>
          <ReportActions report={data} />
        </Stack>
        {!data.isReleased && <Alert severity="info">{t('profile.report.notReleased')}</Alert>}
        {data.isExcluded && <Alert severity="warning">{t('profile.report.excluded')}</Alert>}
        <Tabs
          className="no-print"
          value={view}
          variant="scrollable"
          aria-label={t('profile.report.views')}
          onChange={(_, next: ReportView) => {
            if ('select' in views) views.select(next);
          }}
        >
          {REPORT_VIEWS.map((v) =>
            'path' in views ? (
              <Tab
                key={v}
                value={v}
                label={t(`profile.report.view.${v}`)}
                component={RouterLink}
                to={views.path(v)}
              />
            ) : (
              <Tab key={v} value={v} label={t(`profile.report.view.${v}`)} />
            ),
          )}
        </Tabs>
        <ReportBody report={data} views={[view]} planLinks={own && plansOn} />
      </Stack>
    </Paper>
  );
}

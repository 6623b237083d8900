import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CampusSummaryReport,
  CampusesOverviewReport,
  DistrictsOverviewReport,
  StrategistsOverviewReport,
} from '../../reports/AccountOverviewReports';
import { CheckupAuditReport } from '../../reports/CheckupAuditReport';
import { EmailMessagesReport } from '../../reports/EmailMessagesReport';
import { ImplementationReport } from '../../reports/ImplementationReport';
import { ProfileAuditReport } from '../../reports/ProfileAuditReport';
import { useReportChoice } from '../../reports/report-filters';
import { TrainerAvailabilityReport } from '../availability/TrainerAvailabilityReport';
import { usePortal } from '../../../app/portal-context';
import {
  BUILT_REPORT_PAGES,
  offeredReportPages,
  reportPageOf,
  type ReportPage,
} from './report-pages';

/**
 * reports: the spec's report sub-pages the brand offers as one page with a chooser (a list beside
 * the report on wide screens, a select on phones). Sub-pages not built yet say so instead of
 * pretending.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const offered = offeredReportPages(usePortal().config.features);
  const [page, choose] = useReportChoice((value) => reportPageOf(value, offered));
  const label = (p: ReportPage) =>
    BUILT_REPORT_PAGES.includes(p)
      ? t(`eventsPeople.reports.page.${p}`)
      : t('eventsPeople.reports.later', { name: t(`eventsPeople.reports.page.${p}`) });
  return (
    <Box sx={{ display: 'flex', gap: 3, maxWidth: 1400, mx: 'auto', alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label={t('eventsPeople.reports.choose')}
        sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0 }}
      >
        <List dense>
          {offered.map((p) => (
            <ListItem key={p} disablePadding>
              <ListItemButton selected={p === page} onClick={() => choose(p)}>
                <ListItemText
                  primary={t(`eventsPeople.reports.page.${p}`)}
                  secondary={
                    BUILT_REPORT_PAGES.includes(p) ? null : t('eventsPeople.reports.notYet')
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('eventsPeople.reports.choose')}
          value={page}
          onChange={(e) => choose(e.target.value as ReportPage)}
          sx={{ display: { md: 'none' }, mb: 2 }}
        >
          {offered.map((p) => (
            <MenuItem key={p} value={p}>
              {label(p)}
            </MenuItem>
          ))}
        </TextField>
        <Typography
          variant="h4"
          component="h1"
          // A long word of a name (Implementation) breaks on the narrowest screens.
          sx={{ mb: 2, fontWeight: 600, hyphens: 'auto', overflowWrap: 'break-word' }}
        >
          {t(`eventsPeople.reports.page.${page}`)}
        </Typography>
        <ReportBody page={page} />
      </Box>
    </Box>
  );
}

function ReportBody({ page }: { page: ReportPage }) {
  const { t } = useTranslation();
  switch (page) {
    case 'profileAudit':
      return <ProfileAuditReport />;
    case 'checkupAudit':
      return <CheckupAuditReport />;
    case 'implementation':
      return <ImplementationReport />;
    case 'trainerAvailability':
      return <TrainerAvailabilityReport />;
    case 'emailMessageCharts':
      return <EmailMessagesReport />;
    case 'premiumCampusesOverview':
      return <CampusesOverviewReport />;
    case 'premiumDistrictsOverview':
      return <DistrictsOverviewReport />;
    case 'premiumStrategistsOverview':
      return <StrategistsOverviewReport />;
    case 'campusSummary':
      return <CampusSummaryReport />;
    default:
      return <Alert severity="info">{t('eventsPeople.reports.notBuilt')}</Alert>;
  }
}

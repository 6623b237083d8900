import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { JOBS_TABS } from '@portal/core';
import { JobDefinitions } from './JobDefinitions';
import { JobHistory } from './JobHistory';

type JobsTab = (typeof JOBS_TABS)[number];

/** The developer's jobs page: the run history (default tab) and the definitions. */
export function JobsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const tab: JobsTab = JOBS_TABS.find((name) => name === param?.toLowerCase()) ?? 'history';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('jobs.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: JobsTab) => void navigate(`/jobs/${next}`)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {JOBS_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`jobs.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'history' ? <JobHistory /> : <JobDefinitions />}
    </Paper>
  );
}

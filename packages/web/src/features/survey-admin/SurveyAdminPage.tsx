import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SURVEY_ADMIN_TABS } from '@portal/core';
import { SURVEY_ADMIN_PANELS, type SurveyAdminTab } from './tabs';

const isTab = (name: string | undefined): name is SurveyAdminTab =>
  (SURVEY_ADMIN_TABS as readonly (string | undefined)[]).includes(name);

/** survey/admin/{tab?}: the spec's tabs, the one shown named in the address. */
export function SurveyAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: asked } = useParams();
  const tab = asked === undefined ? 'definitions' : asked;
  const Panel = isTab(tab) ? SURVEY_ADMIN_PANELS[tab] : undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Tabs
        value={isTab(tab) ? tab : false}
        onChange={(_event, next: SurveyAdminTab) => void navigate(`/survey/admin/${next}`)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('surveyAdmin.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SURVEY_ADMIN_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`surveyAdmin.tabs.${name}`)} />
        ))}
      </Tabs>
      {!isTab(tab) && <Alert severity="warning">{t('surveyAdmin.tabs.unknown')}</Alert>}
      {isTab(tab) &&
        (Panel ? <Panel /> : <Alert severity="info">{t('surveyAdmin.notBuilt')}</Alert>)}
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SURVEY_ADMIN_TABS } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { SURVEY_ADMIN_PANELS, tabLabel, type SurveyAdminTab } from './tabs';

const isTab = (name: string | undefined): name is SurveyAdminTab =>
  (SURVEY_ADMIN_TABS as readonly (string | undefined)[]).includes(name);

/** survey/admin/{tab?}: the spec's tabs, the one shown named in the address. */
export function SurveyAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab: asked } = useParams();
  const shortLinks = useFeatureOn('shortUrls');
  const alignment = useFeatureOn('teamAlignment');
  const scorecard = useFeatureOn('teamScorecard');
  const teamSurveys = alignment || scorecard;
  // The short links' tab goes with their flag, the team surveys' with theirs.
  const tabs = SURVEY_ADMIN_TABS.filter(
    (name) => (shortLinks || name !== 'sqUrl') && (teamSurveys || name !== 'teamSurveys'),
  );
  const tab = asked === undefined ? 'definitions' : asked;
  const shown = isTab(tab) && tabs.includes(tab);
  const Panel = shown ? SURVEY_ADMIN_PANELS[tab] : undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Tabs
        value={shown ? tab : false}
        onChange={(_event, next: SurveyAdminTab) => void navigate(`/survey/admin/${next}`)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('surveyAdmin.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(tabLabel(name))} />
        ))}
      </Tabs>
      {!shown && <Alert severity="warning">{t('surveyAdmin.tabs.unknown')}</Alert>}
      {Panel && <Panel />}
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ASSESSMENT_AUTHORS, ASSESSORS, satisfies, type AccessRule } from '@portal/core';
import { useSession } from '../../auth/session-context';
import { AssessmentsTab } from './AssessmentsTab';
import { DefinitionsTab } from './DefinitionsTab';

/** The tabs of assessment/admin, each for those its calls admit. */
const TABS = [
  { name: 'assessments', rule: ASSESSORS, Panel: AssessmentsTab },
  { name: 'definitions', rule: ASSESSMENT_AUTHORS, Panel: DefinitionsTab },
] as const satisfies readonly { name: string; rule: AccessRule; Panel: ComponentType }[];

/** assessment/admin?tab=: the assessments of accounts, and the definitions they are made on. */
export function AssessmentAdminPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tabs = TABS.filter((tab) => session && satisfies(session, tab.rule));
  const shown = tabs.find((tab) => tab.name === (asked ?? tabs[0]?.name));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Tabs
        value={shown?.name ?? false}
        onChange={(_event, next: string) => setParams({ tab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('assessments.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={t(`assessments.tabs.${tab.name}`)} />
        ))}
      </Tabs>
      {shown ? <shown.Panel /> : <Alert severity="warning">{t('assessments.tabs.unknown')}</Alert>}
    </Paper>
  );
}

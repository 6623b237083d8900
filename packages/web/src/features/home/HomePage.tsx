import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageText } from '../../app/page-text/PageText';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useHolds, useSession } from '../../auth/session-context';
import { toasts } from '../../ui/toast/toast-store';
import { accountQuery } from '../account/account-api';
import { CheckupReportsBlock } from '../checkup/report/CheckupReportsBlock';
import { UpcomingEventsBlock } from '../events-people/UpcomingEventsBlock';
import { useMayOpen } from '../../app/use-may-open';
import { ResourcesHomeBlock } from '../resources/ResourcesHomeBlock';
import { AccessBlock } from './blocks/AccessBlock';
import { AwardsBlock } from './blocks/AwardsBlock';
import { CoachingBlock } from './blocks/CoachingBlock';
import { DescriberRequestsBlock } from './blocks/DescriberRequestsBlock';
import { OwnerBlock } from './blocks/OwnerBlock';
import { PlanStatusBlock } from './blocks/PlanStatusBlock';
import { ProfileReportsBlock } from './blocks/ProfileReportsBlock';
import { TeamsBlock } from './blocks/TeamsBlock';
import { WelcomeBlock } from './blocks/WelcomeBlock';

/**
 * The customer hub home: a grid of cards about the signed-in person. Each card loads on its own
 * and shows its own loading and empty state; a card whose call fails logs and shows empty.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const account = useQuery({
    ...accountQuery(api, userId, brand.key),
    enabled: userId !== '',
  });
  const { isError } = account;
  useEffect(() => {
    if (isError) {
      console.error('The home page could not load the user account.', account.error);
      toasts.show({ message: t('account.page.loadFailed', { id: userId }), severity: 'error' });
    }
  }, [isError, account.error, userId, t]);

  // The cards mount in a render that yields to the browser every few milliseconds: mounted with
  // the account's arrival (a synchronous render), they held the main thread for one long task.
  const uaId = useDeferredValue(account.data?.id);
  const may = useHolds();
  const mayOpen = useMayOpen();
  const plansOn = useFeatureOn('tractionPlan');
  const checkupsOn = useFeatureOn('tractionCheckup');
  const resourcesOn = useFeatureOn('resourceGroup');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        maxWidth: 1200,
        mx: 'auto',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <WelcomeBlock account={account.data ?? null} loading={account.isPending && !isError} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
        <PageText name="intro" rich />
      </Box>
      {uaId && (
        <>
          <OwnerBlock />
          {may('tractionPlan') && plansOn && <PlanStatusBlock userAccountId={uaId} />}
          {may('profileV2') && <ProfileReportsBlock userAccountId={uaId} />}
          {may('tractionPlan') && checkupsOn && <CheckupReportsBlock userAccountId={uaId} />}
          <UpcomingEventsBlock userAccountId={uaId} />
          <DescriberRequestsBlock userAccountId={uaId} />
          <AwardsBlock />
          <TeamsBlock />
          {resourcesOn && <ResourcesHomeBlock />}
          {mayOpen('coachDashboard') && <CoachingBlock />}
          {!may('profileV2') && <AccessBlock />}
        </>
      )}
    </Box>
  );
}

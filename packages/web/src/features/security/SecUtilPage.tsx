import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ClaimToUsersTool, ProfileV2Tool } from './BulkUserTools';
import { CohortAdminTool } from './CohortAdminTool';
import { SecurityTools } from './SecurityTools';
import { listRoles } from './security-api';

/**
 * The security utilities: the tools that change many users at once (the cohort account admins'
 * where the brand has `cohorts` on).
 */
export function SecUtilPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const cohortsOn = useFeatureOn('cohorts');
  const roles = useQuery({
    queryKey: ['security', 'roles'],
    queryFn: ({ signal }) => listRoles(api, signal),
  });
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('security.utilities.intro')}
      </Typography>
      {roles.isError && <ErrorNotice error={roles.error} />}
      <SecurityTools roles={roles.data ?? []} />
      <ClaimToUsersTool roles={roles.data ?? []} />
      <ProfileV2Tool />
      {cohortsOn && <CohortAdminTool />}
    </>
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import { getTeamReport } from '../profile-api';
import { TeamDownloads } from './TeamDownloads';
import { TeamReportBody } from './TeamReportBody';

/** teamreport/{userGroupId}/{reportId}/{view?}: how a team's members spread on each scale. */
export function TeamReportPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { userGroupId = '', reportId = '' } = useParams();
  const [search] = useSearchParams();
  const userAccountIds = search.get('userAccountIds') ?? '';
  const team = useQuery({
    queryKey: ['profile', 'team', userGroupId, reportId, userAccountIds, i18n.language],
    queryFn: ({ signal }) =>
      getTeamReport(api, { userGroupId, reportId, userAccountIds }, i18n.language, signal),
  });
  return (
    <PageCard title={t('route.teamReport')} eyebrow={t('profile.team.eyebrow')}>
      {team.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
      {team.isError && <ErrorNotice error={team.error} />}
      {team.data && (
        <>
          <TeamDownloads userGroupId={userGroupId} userAccountIds={userAccountIds} />
          <TeamReportBody team={team.data} />
        </>
      )}
    </PageCard>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { SecuritySection } from '../security/SecuritySection';
import { fetchGroupDetail, groupKeys } from './groups-api';
import { GroupsAdminPage } from './GroupsAdminPage';
import { PlanPdfBatch } from '../plan/batch/PlanPdfBatch';
import { PeopleStatusTable, usePlanStatuses, type StatusPerson } from './PeopleStatusTable';

/** groups/teamdashboard/{userGroupId?}: a group's members with their plan and 360 status. */
export function TeamDashboardPage() {
  const { t } = useTranslation();
  const { userGroupId } = useParams();
  if (!userGroupId) {
    return (
      <GroupsAdminPage
        title={t('groups.dashboard.choose')}
        linkTo={(group) => `/groups/teamdashboard/${group.id}`}
      />
    );
  }
  return <GroupDashboard userGroupId={userGroupId} />;
}

/** One page of a group's members with their statuses (the coach dashboard shows the same). */
export function GroupDashboard({ userGroupId }: { userGroupId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const plansOn = useFeatureOn('tractionPlan');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = { userGroupId, ...paging };
  const detail = useQuery({
    queryKey: groupKeys.detail(query),
    queryFn: ({ signal }) => fetchGroupDetail(api, query, signal),
    placeholderData: keepPreviousData,
  });
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <ErrorNotice error={detail.error} />;
  const { group, members } = detail.data;
  const trainers = group.trainers.map((p) => [p.firstName, p.lastName].filter(Boolean).join(' '));
  return (
    <SecuritySection level={2} title={t('groups.dashboard.title', { name: group.name })}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('groups.dashboard.summary', {
          count: group.memberCount,
          trainers: trainers.join(', ') || t('groups.people.none'),
        })}
      </Typography>
      <PeopleStatusTable people={members.data} label={t('groups.members.title')} />
      <Paging
        count={members.count}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
      {plansOn && <MembersPlanPdfs people={members.data} name={group.name} />}
    </SecuritySection>
  );
}

/** The plans of the listed members as one zip of PDFs (the plan feature's batch). */
function MembersPlanPdfs({ people, name }: { people: StatusPerson[]; name: string }) {
  const plans = usePlanStatuses(people.map((person) => person.userAccountId));
  const planIds = [...(plans.data?.values() ?? [])].flatMap((status) =>
    status.tractionPlanId ? [status.tractionPlanId] : [],
  );
  return (
    <Box sx={{ mt: 2 }}>
      <PlanPdfBatch tractionPlanIds={planIds} name={name} />
    </Box>
  );
}

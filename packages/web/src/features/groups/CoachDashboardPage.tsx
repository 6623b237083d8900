import Alert from '@mui/material/Alert';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, userAccountApi, type TUserAccountSummary } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { fetchCrmAccount } from '../accounts/accounts-api';
import { SecuritySection } from '../security/SecuritySection';
import { PeopleStatusTable, type StatusPerson } from './PeopleStatusTable';
import { GroupDashboard } from './TeamDashboardPage';

/** The id types of coach/{idType}/{id}: a group's or an account's participants. */
const GROUP_TYPES = new Set(['group', 'usergroup', 'team']);
const ACCOUNT_TYPES = new Set(['account', 'crmaccount', 'org']);

const toPerson = (person: TUserAccountSummary): StatusPerson => ({
  userAccountId: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.emails.find((e) => e.primary)?.address ?? person.emails[0]?.address ?? null,
  titles: person.titles,
});

/**
 * coach/{idType}/{id} and coachDashboard/{idType}/{id}: the coach's participants of a group or
 * of an account, with their plan status (linking to the plan) and 360 status.
 */
export function CoachDashboardPage() {
  const { t } = useTranslation();
  const { idType = '', id = '' } = useParams();
  const type = idType.toLowerCase();
  if (GROUP_TYPES.has(type)) return <GroupDashboard userGroupId={id} />;
  if (ACCOUNT_TYPES.has(type)) return <AccountDashboard crmAccountId={id} />;
  return <Alert severity="warning">{t('groups.coach.unknownType', { idType })}</Alert>;
}

function AccountDashboard({ crmAccountId }: { crmAccountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const account = useQuery({
    queryKey: ['crmaccount', 'one', crmAccountId],
    queryFn: ({ signal }) => fetchCrmAccount(api, crmAccountId, signal),
  });
  const people = useQuery({
    queryKey: ['useraccount', 'find', crmAccountId, paging],
    queryFn: ({ signal }) =>
      call(api, userAccountApi.findUsers, { query: { crmAccountId, ...paging } }, signal),
    placeholderData: keepPreviousData,
  });
  if (account.isError) return <ErrorNotice error={account.error} />;
  if (people.isError) return <ErrorNotice error={people.error} />;
  if (!account.data || !people.data) return <PageLoading />;
  return (
    <SecuritySection level={2} title={t('groups.coach.title', { name: account.data.accountName })}>
      <PeopleStatusTable
        people={people.data.data.map(toPerson)}
        label={t('groups.members.title')}
      />
      <Paging
        count={people.data.count}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}

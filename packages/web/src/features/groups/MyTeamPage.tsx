import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { accountQuery } from '../account/account-api';
import { SecuritySection } from '../security/SecuritySection';
import { fetchGroupDetail, fetchMembership, groupKeys } from './groups-api';
import { TableScroll } from '../../ui/TableScroll';

/** myteam/{groupId?}: the groups the person belongs to, and who is in the chosen one. */
export function MyTeamPage() {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const { session } = useSession();
  const { groupId } = useParams();
  const userId = session?.userId ?? '';
  const account = useQuery({
    ...accountQuery(api, userId, brand.key),
  });
  const uaId = account.data?.id;
  const membership = useQuery({
    queryKey: ['usergroup', 'membership', uaId],
    queryFn: ({ signal }) => fetchMembership(api, uaId ?? '', signal),
    enabled: uaId !== undefined,
  });
  if (account.isError) return <ErrorNotice error={account.error} />;
  if (membership.isError) return <ErrorNotice error={membership.error} />;
  if (!membership.data) return <PageLoading />;
  const groups = membership.data;
  const chosen = groupId ?? (groups.length === 1 ? groups[0]?.userGroupId : undefined);
  return (
    <>
      {groups.length !== 1 && (
        <SecuritySection level={2} title={t('groups.myTeam.title')}>
          {groups.length === 0 && <Typography>{t('home.teams.empty')}</Typography>}
          <List dense>
            {groups.map((group) => (
              <ListItem key={group.userGroupId} disableGutters>
                <Link component={RouterLink} to={`/myteam/${group.userGroupId}`}>
                  {group.name}
                </Link>
              </ListItem>
            ))}
          </List>
        </SecuritySection>
      )}
      {chosen && <TeamMembers userGroupId={chosen} />}
    </>
  );
}

function TeamMembers({ userGroupId }: { userGroupId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
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
  const names = (people: typeof group.trainers) =>
    people.map((p) => [p.firstName, p.lastName].filter(Boolean).join(' ')).join(', ') ||
    t('groups.people.none');
  return (
    <SecuritySection level={2} title={group.name}>
      <Typography>{t('groups.myTeam.trainers', { names: names(group.trainers) })}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t('groups.myTeam.leaders', { names: names(group.leaders) })}
      </Typography>
      <TableScroll label={t('groups.members.title')}>
        <Table size="small" aria-label={t('groups.members.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('groups.members.name')}</TableCell>
              <TableCell>{t('groups.members.titles')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data.map((member) => (
              <TableRow key={member.userAccountId}>
                <TableCell>
                  {[member.firstName, member.lastName].filter(Boolean).join(' ')}
                </TableCell>
                <TableCell>{member.titles.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={members.count}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}

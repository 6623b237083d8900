import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TableScroll } from '../../ui/TableScroll';
import { SecuritySection } from '../security/SecuritySection';
import { contentAdminKeys, fetchUserCount, listGroups } from './content-admin-api';
import { StatusChip } from './group-status';

/** How many people a group reaches (getUserCount), loaded per row. */
function UserCount({ groupId }: { groupId: string }) {
  const { api } = usePortal();
  const count = useQuery({
    queryKey: [...contentAdminKeys.group(groupId), 'users'],
    queryFn: ({ signal }) => fetchUserCount(api, groupId, signal),
  });
  return <>{count.data ?? ''}</>;
}

/** admin/resources: every resource group of the brand, in every status. */
export function ResourceGroupList() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const groups = useQuery({
    queryKey: contentAdminKeys.groups,
    queryFn: ({ signal }) => listGroups(api, signal),
  });
  const title = t('contentAdmin.groups.title');
  return (
    <SecuritySection
      level={2}
      title={title}
      actions={
        <Button variant="contained" component={RouterLink} to="/admin/resources/group">
          {t('contentAdmin.groups.create')}
        </Button>
      }
    >
      <Box sx={{ height: 4, mb: 1 }}>{groups.isFetching && <LinearProgress />}</Box>
      {groups.isError && <ErrorNotice error={groups.error} />}
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('contentAdmin.fields.name')}</TableCell>
              <TableCell>{t('contentAdmin.fields.code')}</TableCell>
              <TableCell>{t('contentAdmin.fields.status')}</TableCell>
              <TableCell align="right">{t('contentAdmin.fields.priority')}</TableCell>
              <TableCell align="right">{t('contentAdmin.groups.items')}</TableCell>
              <TableCell align="right">{t('contentAdmin.groups.people')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.isSuccess && groups.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('contentAdmin.groups.none')}</TableCell>
              </TableRow>
            )}
            {(groups.data ?? []).map((group) => (
              <TableRow key={group.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/resources/group/${group.id}`}>
                    {group.name}
                  </Link>
                </TableCell>
                <TableCell>{group.code}</TableCell>
                <TableCell>
                  <StatusChip status={group.status} />
                </TableCell>
                <TableCell align="right">{group.priority ?? ''}</TableCell>
                <TableCell align="right">{group.contentCount}</TableCell>
                <TableCell align="right">
                  <UserCount groupId={group.id} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </SecuritySection>
  );
}

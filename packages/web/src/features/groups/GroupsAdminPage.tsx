import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PAGE_SIZE, type TCrmAccountRow, type TUserGroupRow } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useDebounced } from '../../ui/use-debounced';
import { AccountPicker } from '../accounts/AccountPicker';
import { SecuritySection } from '../security/SecuritySection';
import { crmStatusLabel, groupStatusLabel } from './group-labels';
import { groupKeys, searchGroups, type GroupSearch } from './groups-api';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  /** Where a group's name leads: its edit page here, its dashboard from groups/teamdashboard. */
  linkTo?: (group: TUserGroupRow) => string;
  title?: string;
};

/**
 * groups/admin: the groups the caller looks after, by name and account, paged, each with a link
 * to its dashboard where the brand has `teamDashboard` on.
 */
export function GroupsAdminPage({ linkTo = (group) => `/groups/edit/${group.id}`, title }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const [account, setAccount] = useState<TCrmAccountRow | null>(null);
  const [includeHidden, setIncludeHidden] = useState(true);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const dashboardOn = useFeatureOn('teamDashboard');
  const search = useDebounced(text.trim(), 300);
  const query: GroupSearch = {
    ...paging,
    search: search || undefined,
    crmAccountId: account?.id,
    includeHidden,
  };
  const result = useQuery({
    queryKey: [...groupKeys.all, 'search', query],
    queryFn: ({ signal }) => searchGroups(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const firstPage = () => setPaging((old) => ({ ...old, page: 1 }));
  return (
    <SecuritySection
      level={2}
      title={title ?? t('groups.admin.title')}
      actions={
        <Button variant="contained" component={RouterLink} to="/groups/edit">
          {t('groups.admin.create')}
        </Button>
      }
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' } }}
      >
        <TextField
          label={t('groups.admin.search')}
          type="search"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            firstPage();
          }}
          sx={{ flex: 1 }}
        />
        <Box sx={{ flex: 1 }}>
          <AccountPicker
            label={t('groups.admin.account')}
            value={account}
            onChange={(next) => {
              setAccount(next);
              firstPage();
            }}
          />
        </Box>
        <FormControlLabel
          label={t('groups.admin.includeHidden')}
          control={
            <Switch
              checked={includeHidden}
              onChange={(event) => {
                setIncludeHidden(event.target.checked);
                firstPage();
              }}
            />
          }
        />
      </Stack>
      <Box sx={{ height: 4, my: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={title ?? t('groups.admin.title')}>
        <Table size="small" aria-label={title ?? t('groups.admin.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('groups.fields.name')}</TableCell>
              <TableCell>{t('groups.fields.accounts')}</TableCell>
              <TableCell align="right">{t('groups.admin.members')}</TableCell>
              <TableCell>{t('groups.fields.status')}</TableCell>
              <TableCell>{t('groups.fields.crmStatus')}</TableCell>
              {dashboardOn && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.isSuccess && result.data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={dashboardOn ? 6 : 5}>{t('groups.admin.none')}</TableCell>
              </TableRow>
            )}
            {(result.data?.data ?? []).map((group) => (
              <TableRow key={group.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={linkTo(group)}>
                    {group.name}
                  </Link>
                  {group.isHidden ? ` (${t('groups.admin.hidden')})` : ''}
                </TableCell>
                <TableCell>{group.crmAccounts.map((crm) => crm.accountName).join(', ')}</TableCell>
                <TableCell align="right">{group.memberCount}</TableCell>
                <TableCell>{groupStatusLabel(t, group.status)}</TableCell>
                <TableCell>{crmStatusLabel(t, group.crmStatus)}</TableCell>
                {dashboardOn && (
                  <TableCell>
                    <Link component={RouterLink} to={`/groups/teamdashboard/${group.id}`}>
                      {t('groups.admin.dashboard')}
                    </Link>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </SecuritySection>
  );
}

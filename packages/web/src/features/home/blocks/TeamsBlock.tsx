import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { fetchMembership } from '../home-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/** The groups the person belongs to, each opening the member's team page. */
export function TeamsBlock({ userAccountId }: { userAccountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'membership', userAccountId],
    empty: [],
    load: (signal) => fetchMembership(api, userAccountId, signal),
  });
  return (
    <HomeBlock
      name="teams"
      title={t('home.teams.title')}
      loading={loading}
      isEmpty={data.length === 0}
      empty={t('home.teams.empty')}
    >
      <List dense disablePadding>
        {data.map((group) => (
          <ListItem key={group.userGroupId} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/myteam/${group.userGroupId}`}>
                  {group.name}
                </Link>
              }
              secondary={group.crmAccounts.map((account) => account.accountName).join(', ')}
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFeatureOn } from '../../../app/portal-context';
import { HomeBlock } from './HomeBlock';
import { useHomeData } from './use-home-data';

/**
 * The groups the person belongs to, each opening the member's team page; nothing where the brand
 * has `teams` off.
 */
export function TeamsBlock() {
  const { t } = useTranslation();
  const home = useHomeData();
  const shown = useFeatureOn('teams');
  const { loading } = home;
  const data = home.data.groupMembership;
  if (!shown) return null;
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

import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { searchGroups } from '../../groups/groups-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/** How many groups the card lists; the rest are on groups/admin. */
const SHOWN = 10;

/**
 * A coach's way to the people they coach: the groups they see, each opening its coach dashboard
 * (coachDashboard/group/{id}), where every member's plan and 360 status link on.
 */
export function CoachingBlock() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'coaching'],
    empty: [],
    load: async (signal) =>
      (await searchGroups(api, { page: 1, pageSize: SHOWN, sortProperty: 'name' }, signal)).data,
  });
  return (
    <HomeBlock
      name="coaching"
      title={t('home.coaching.title')}
      loading={loading}
      isEmpty={data.length === 0}
      empty={t('home.coaching.empty')}
    >
      <Typography color="text.secondary">{t('home.coaching.intro')}</Typography>
      <List dense disablePadding>
        {data.map((group) => (
          <ListItem key={group.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/coachDashboard/group/${group.id}`}>
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

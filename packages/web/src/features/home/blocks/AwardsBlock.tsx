import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchAccountAwards } from '../home-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/** The awards of the person's accounts (the spec: a failed load is only logged, and empty). */
export function AwardsBlock({ crmAccountIds }: { crmAccountIds: string[] }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'awards', ...crmAccountIds],
    empty: [],
    load: () => fetchAccountAwards(api, crmAccountIds),
  });
  return (
    <HomeBlock
      name="awards"
      title={t('home.awards.title')}
      loading={loading}
      isEmpty={data.length === 0}
      empty={t('home.awards.empty')}
    >
      <List dense disablePadding>
        {data.map((award) => (
          <ListItem key={award.id} disableGutters>
            <ListItemText
              primary={award.name}
              secondary={`${t('home.awards.of', { account: award.accountName })} · ${award.schoolYear} · ${formatShortDate(award.awardedDate)}`}
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/core';
import { HomeBlock } from './HomeBlock';
import { useHomeData } from './use-home-data';

/** The awards of the person's accounts (the spec: a failed load is only logged, and empty). */
export function AwardsBlock() {
  const { t, i18n } = useTranslation();
  const home = useHomeData();
  const { loading } = home;
  const data = home.data.awards;
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
              secondary={`${t('home.awards.of', { account: award.accountName })} · ${award.schoolYear} · ${formatDate(award.awardedDate, i18n.language)}`}
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

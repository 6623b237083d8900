import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchDescriberRequests } from '../home-api';
import { HomeBlock } from './HomeBlock';
import { useBlockData } from './use-block-data';

/** The 360 surveys others asked this person to give and that are still open. */
export function DescriberRequestsBlock({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'describerRequests', userAccountId],
    empty: [],
    load: (signal) => fetchDescriberRequests(api, userAccountId, signal),
  });
  return (
    <HomeBlock
      name="describerRequests"
      title={t('home.describers.title')}
      loading={loading}
      isEmpty={data.length === 0}
      empty={t('home.describers.empty')}
    >
      <List dense disablePadding>
        {data.map((request) => (
          <ListItem key={request.surveyCode} disableGutters>
            <ListItemText
              primary={
                <Link
                  component={RouterLink}
                  to={`/feedback/describer/${encodeURIComponent(request.surveyCode)}`}
                >
                  {t('home.describers.request', {
                    name: `${request.participantFirstName} ${request.participantLastName}`.trim(),
                  })}
                </Link>
              }
              secondary={t('home.describers.asked', {
                date: formatDate(request.requestedUTC, i18n.language),
              })}
            />
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

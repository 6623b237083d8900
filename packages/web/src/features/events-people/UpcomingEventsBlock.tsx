import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { HomeBlock } from '../home/blocks/HomeBlock';
import { useBlockData } from '../home/blocks/use-block-data';
import { formatEventWhen, hasEnded } from './event-format';
import { fetchMyEvents } from './events-people-api';

/** How many upcoming events the home card lists; `myevents` has them all. */
const HOME_EVENT_COUNT = 5;

/**
 * The home card of the person's upcoming events (registrations not ended, soonest first), with
 * the way to all of them. A failed load is only logged and shows the card empty (the spec).
 */
export function UpcomingEventsBlock({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'upcomingEvents', userAccountId],
    empty: [],
    load: (signal) => fetchMyEvents(api, userAccountId, signal),
  });
  const now = new Date();
  const upcoming = data.filter((r) => !hasEnded(r.event, now)).slice(0, HOME_EVENT_COUNT);
  return (
    <HomeBlock
      name="upcomingEvents"
      title={t('eventsPeople.home.title')}
      loading={loading}
      isEmpty={upcoming.length === 0}
      empty={t('eventsPeople.home.empty')}
    >
      <List dense disablePadding>
        {upcoming.map(({ id, event }) => (
          <ListItem key={id} disableGutters>
            <ListItemText
              primary={event.description ?? event.eventTypeName}
              secondary={
                formatEventWhen(
                  event.startDate,
                  event.endDate,
                  event.ianaLocationTimeZone,
                  i18n.language,
                ) || t('eventsPeople.event.noDate')
              }
            />
          </ListItem>
        ))}
      </List>
      <Link component={RouterLink} to="/myevents">
        {t('eventsPeople.home.all')}
      </Link>
    </HomeBlock>
  );
}

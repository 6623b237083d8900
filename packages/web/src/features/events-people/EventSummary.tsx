import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { withHttp } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { formatEventWhen } from './event-format';

/** The facts of an event a participant needs: what, when (in the event's zone), where, who. */
export type EventFacts = {
  description: string | null;
  eventTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  ianaLocationTimeZone: string;
  location: string | null;
  virtualConferenceUrl: string | null;
  trainer: string | null;
};

/** The event's name: its own description, else its catalog item's name. */
export const eventTitleOf = (event: Pick<EventFacts, 'description' | 'eventTypeName'>) =>
  event.description || event.eventTypeName || '';

type Props = { event: EventFacts; headingLevel?: 'h2' | 'h3' };

/** The event's facts; its link to join online where the brand has `virtualEvents` on. */
export function EventSummary({ event, headingLevel = 'h3' }: Props) {
  const { t, i18n } = useTranslation();
  const virtualOn = useFeatureOn('virtualEvents');
  const when = formatEventWhen(
    event.startDate,
    event.endDate,
    event.ianaLocationTimeZone,
    i18n.language,
  );
  const title = eventTitleOf(event);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography
        variant={headingLevel === 'h2' ? 'h5' : 'h6'}
        component={headingLevel}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {event.description && event.eventTypeName && (
        <Typography variant="body2" color="text.secondary">
          {event.eventTypeName}
        </Typography>
      )}
      <Typography>{when || t('eventsPeople.event.noDate')}</Typography>
      {event.location && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('eventsPeople.event.location', { location: event.location })}
        </Typography>
      )}
      {virtualOn && event.virtualConferenceUrl && (
        <Link
          href={withHttp(event.virtualConferenceUrl)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('eventsPeople.event.joinOnline')}
        </Link>
      )}
      {event.trainer && (
        <Typography variant="body2" color="text.secondary">
          {t('eventsPeople.event.trainer', { trainer: event.trainer })}
        </Typography>
      )}
    </Stack>
  );
}

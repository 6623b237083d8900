import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { cleanFileName, isFeatureEnabled, type TParticipantWithEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useAction } from '../accounts/use-action';
import { useDownloadFile } from '../print/use-download-file';
import { eventTitleOf } from './EventSummary';
import { EventSummary } from './EventSummary';
import { calendarFilePath, emailCalendarEvent, eventsPeopleKeys } from './events-people-api';

type Props = {
  registration: TParticipantWithEvent;
  /** The person's own registration (not a staff member's view through a share code). */
  own: boolean;
  past: boolean;
  showCertificates: boolean;
  onWithdraw: (registration: TParticipantWithEvent) => void;
};

/** One registration on myevents: the event, its state and what the person can do with it. */
export function RegistrationCard({ registration: r, own, past, showCertificates, ...rest }: Props) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const download = useDownloadFile();
  const mail = useAction(eventsPeopleKeys.myEvents(r.userAccountId ?? ''));
  const [downloading, setDownloading] = useState(false);
  const event = { ...r.event };
  const title = eventTitleOf(event);
  const calendar = async () => {
    setDownloading(true);
    await download({ path: calendarFilePath(event.id), fileName: `${cleanFileName(title)}.ics` });
    setDownloading(false);
  };
  const open = own && !past && !event.archived;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Stack spacing={2}>
        <EventSummary event={event} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {r.checkedIn ? (
            <Chip color="success" label={t('eventsPeople.myEvents.checkedIn')} />
          ) : (
            <Chip
              variant="outlined"
              label={
                past
                  ? t('eventsPeople.myEvents.notCheckedIn')
                  : t('eventsPeople.myEvents.registered')
              }
            />
          )}
          {r.makeupStatus && (
            <Chip variant="outlined" label={t(`eventsPeople.myEvents.makeup.${r.makeupStatus}`)} />
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {open && !r.checkedIn && isFeatureEnabled(config.features, 'eventCheckin') && (
            <Button variant="contained" component={RouterLink} to={r.checkinPath}>
              {t('eventsPeople.myEvents.checkIn')}
            </Button>
          )}
          {event.startDate && !past && (
            <Button variant="outlined" disabled={downloading} onClick={() => void calendar()}>
              {t('eventsPeople.myEvents.calendar')}
            </Button>
          )}
          {own &&
            event.startDate &&
            !past &&
            isFeatureEnabled(config.features, 'calendarInvites') && (
              <Button
                variant="outlined"
                disabled={mail.busy}
                onClick={() =>
                  void mail.run(
                    () => emailCalendarEvent(api, event.id),
                    (sent) => t('eventsPeople.myEvents.calendarSent', { email: sent.to }),
                  )
                }
              >
                {t('eventsPeople.myEvents.emailCalendar')}
              </Button>
            )}
          {showCertificates && r.certificateAvailable && (
            <Button variant="outlined" component={RouterLink} to={`/certificate/${r.id}`}>
              {t('eventsPeople.myEvents.certificate')}
            </Button>
          )}
          {open && r.personalizedSchedulingUrl && (
            <Button
              variant="outlined"
              href={r.personalizedSchedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('eventsPeople.myEvents.schedule')}
            </Button>
          )}
          {open && !r.checkedIn && isFeatureEnabled(config.features, 'eventCheckin') && (
            <Button color="error" onClick={() => rest.onWithdraw(r)}>
              {t('eventsPeople.myEvents.withdraw')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

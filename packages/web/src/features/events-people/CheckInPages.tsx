import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { normalizeEventCode } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { CheckInPanel } from './CheckInPanel';
import { EventCodeForm } from './EventCodeForm';
import {
  eventsPeopleKeys,
  fetchCheckinEvent,
  fetchEvent,
  fetchParticipant,
} from './events-people-api';

/** A narrow card for the phone that opened a check-in link or wants to type a code. */
function CodeCard({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('eventsPeople.code.title')}
      sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {t('eventsPeople.code.title')}
        </Typography>
        <Typography>{t('eventsPeople.code.intro')}</Typography>
        <EventCodeForm initialError={error ?? null} />
      </Stack>
    </Paper>
  );
}

/** ci: the look-up of an event by the code its trainer shows. */
export function CheckInLookupPage() {
  return <CodeCard />;
}

/** ci/{code}: the check-in page of an event (the event's QR code opens it). */
export function CheckInByCodePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const code = normalizeEventCode(useParams().code ?? '');
  const event = useQuery({
    queryKey: eventsPeopleKeys.checkinEvent(code),
    queryFn: ({ signal }) => fetchCheckinEvent(api, code, signal),
  });
  if (event.isPending) return <PageLoading />;
  if (event.isError) return <ErrorNotice error={event.error} />;
  if (!event.data) return <CodeCard error={t('eventsPeople.code.invalid')} />;
  return (
    <CheckInPanel
      event={event.data}
      request={{ eventCode: code }}
      registered={event.data.isRegistered}
      checkedIn={event.data.isCheckedIn}
    />
  );
}

/**
 * ciById/{participantId}: the link of one registration (the QR code of a person's invite).
 * The person checks themselves in; the event's trainer may scan it and check them in.
 */
export function CheckInByIdPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const participantId = useParams().id ?? '';
  const participant = useQuery({
    queryKey: eventsPeopleKeys.registration(participantId),
    queryFn: ({ signal }) => fetchParticipant(api, participantId, signal),
    retry: false,
  });
  const eventId = participant.data?.eventId ?? '';
  const event = useQuery({
    queryKey: eventsPeopleKeys.event(eventId),
    queryFn: ({ signal }) => fetchEvent(api, eventId, signal),
    enabled: eventId !== '',
  });
  const eventCode = event.data?.eventCode ?? '';
  const checkin = useQuery({
    queryKey: eventsPeopleKeys.checkinEvent(eventCode),
    queryFn: ({ signal }) => fetchCheckinEvent(api, eventCode, signal),
    enabled: eventCode !== '',
  });
  // A registration the caller may not read answers 404 like one that does not exist.
  if (participant.error instanceof ApiError && participant.error.status === 404) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
        <Alert severity="warning">{t('eventsPeople.checkin.notYours')}</Alert>
        <CodeCard />
      </Stack>
    );
  }
  const failed = participant.error ?? event.error ?? checkin.error;
  if (failed) return <ErrorNotice error={failed} />;
  if (!participant.data || !event.data || checkin.data === undefined) return <PageLoading />;
  if (checkin.data === null) return <CodeCard error={t('eventsPeople.code.invalid')} />;
  const person = participant.data;
  return (
    <CheckInPanel
      event={checkin.data}
      request={{ participantId: person.id }}
      registered
      checkedIn={person.checkedIn}
      participantName={`${person.firstName} ${person.lastName}`}
      manages={event.data.abilities.checkInOthers}
    />
  );
}

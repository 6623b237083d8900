import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCheckinEvent, TCheckinResult } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { accountQuery } from '../account/account-api';
import { errorMessage } from '../security/error-message';
import { CheckedIn } from './CheckedIn';
import { EventSummary } from './EventSummary';
import { checkIn } from './events-people-api';
import { useCheckinMessage } from './use-checkin-message';

type Props = {
  event: TCheckinEvent;
  /** What identifies the check-in: the event's code, or a registration (a QR code). */
  request: { eventCode: string } | { participantId: string };
  registered: boolean;
  checkedIn: boolean;
  /** The name on the registration being checked in, when it is known (QR code of a person). */
  participantName?: string;
  /** The caller runs the event: check-in is possible outside its days (not when disabled). */
  manages?: boolean;
};

/**
 * The check-in card a phone shows: the event, then one large button (or, for someone not on
 * the list, their names first). Nothing about other participants is ever shown.
 */
export function CheckInPanel({ event, request, registered, checkedIn, ...rest }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const message = useCheckinMessage();
  const [result, setResult] = useState<TCheckinResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = event.checkinMessage !== null && message(event.checkinMessage).disabled;
  const open = event.checkinAvailable || (rest.manages === true && !disabled);

  const submit = async (attendant?: { firstName: string; lastName: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await checkIn(api, event.id, { ...request, ...(attendant && { attendant }) });
      if (answer.checkedIn) setResult(answer);
      else setFailure(message(answer.message).text);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (result || checkedIn) {
    body = (
      <CheckedIn
        title={result?.checkedInTitle ?? event.checkedInTitle}
        redirect={result?.checkedInRedirect ?? event.checkedInRedirect}
        earlier={result === null || result.alreadyCheckedIn}
      />
    );
  } else if (!open) {
    body = <Alert severity="warning">{message(event.checkinMessage).text}</Alert>;
  } else if (registered || 'participantId' in request) {
    body = (
      <Button variant="contained" size="large" disabled={busy} onClick={() => void submit()}>
        {t('eventsPeople.checkin.button')}
      </Button>
    );
  } else {
    body = <WalkInForm busy={busy} onSubmit={(names) => void submit(names)} />;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('eventsPeople.checkin.title')}
      sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <EventSummary event={event} headingLevel="h2" />
        {rest.participantName && (
          <Typography sx={{ fontWeight: 600 }}>
            {t('eventsPeople.checkin.registrationOf', { name: rest.participantName })}
          </Typography>
        )}
        {body}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </Paper>
  );
}

/** Someone not on the list gives their names; the address is their sign-in address. */
function WalkInForm(props: {
  busy: boolean;
  onSubmit: (names: { firstName: string; lastName: string }) => void;
}) {
  const { t } = useTranslation();
  const { api, brand } = usePortal();
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const account = useQuery({
    ...accountQuery(api, userId, brand.key),
    enabled: userId !== '',
  });
  const [names, setNames] = useState<{ firstName?: string; lastName?: string }>({});
  const firstName = names.firstName ?? account.data?.firstName ?? '';
  const lastName = names.lastName ?? account.data?.lastName ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit({ firstName: firstName.trim(), lastName: lastName.trim() });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>{t('eventsPeople.checkin.walkIn')}</Typography>
      <TextField
        label={t('eventsPeople.checkin.firstName')}
        value={firstName}
        onChange={(e) => setNames({ ...names, firstName: e.target.value })}
        required
        autoComplete="given-name"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={t('eventsPeople.checkin.lastName')}
        value={lastName}
        onChange={(e) => setNames({ ...names, lastName: e.target.value })}
        required
        autoComplete="family-name"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={props.busy || firstName.trim() === '' || lastName.trim() === ''}
      >
        {t('eventsPeople.checkin.button')}
      </Button>
    </Stack>
  );
}

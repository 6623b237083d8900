import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_REGISTER_DEFAULT_DAYS, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { EventSummary, eventTitleOf } from './EventSummary';
import { eventsPeopleKeys, fetchSelfRegisterEvents, selfRegister } from './events-people-api';

/** The windows a person may look ahead; the spec's default (30 days) first. */
const WINDOWS = [SELF_REGISTER_DEFAULT_DAYS, 7, 14, 60, 90, 180, 365] as const;

/** Events open for self-registration (GetSelfRegisterEvents), each with its Register button. */
export function SelfRegisterSection() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [days, setDays] = useState<number>(SELF_REGISTER_DEFAULT_DAYS);
  const events = useQuery({
    queryKey: eventsPeopleKeys.selfRegister(days),
    queryFn: () => fetchSelfRegisterEvents(api, days),
  });
  const queryClient = useQueryClient();
  const { run, busy } = useAction(eventsPeopleKeys.selfRegister(days));
  const register = async (event: TEvent) => {
    const answer = await run(
      () => selfRegister(api, event.id, true),
      () => t('eventsPeople.selfRegister.done', { name: eventTitleOf(eventFacts(event)) }),
    );
    // The person's own list gains the registration too.
    if (answer) await queryClient.invalidateQueries({ queryKey: ['participant'] });
  };
  return (
    <SecuritySection
      level={2}
      title={t('eventsPeople.selfRegister.title')}
      actions={
        <TextField
          select
          size="small"
          label={t('eventsPeople.selfRegister.window')}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {[...WINDOWS]
            .sort((a, b) => a - b)
            .map((n) => (
              <MenuItem key={n} value={n}>
                {t('eventsPeople.selfRegister.days', { count: n })}
              </MenuItem>
            ))}
        </TextField>
      }
    >
      {events.isError && <ErrorNotice error={events.error} />}
      {events.data?.length === 0 && (
        <Typography color="text.secondary">{t('eventsPeople.selfRegister.empty')}</Typography>
      )}
      <Stack spacing={2}>
        {events.data?.map((event) => (
          <Paper
            key={event.id}
            variant="outlined"
            component="article"
            aria-label={eventTitleOf(eventFacts(event))}
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
          >
            <Stack spacing={2}>
              <EventSummary event={eventFacts(event)} />
              <Typography variant="body2" color="text.secondary">
                {t('eventsPeople.selfRegister.seats', {
                  count: Math.max(event.maxStudents - event.participantCount, 0),
                })}
              </Typography>
              {event.participantId ? (
                <Chip
                  color="success"
                  label={t('eventsPeople.selfRegister.registered')}
                  sx={{ alignSelf: 'flex-start' }}
                />
              ) : (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void register(event)}
                  sx={{ alignSelf: { sm: 'flex-start' } }}
                >
                  {t('eventsPeople.selfRegister.register')}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {events.data && events.data.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('eventsPeople.selfRegister.note')}
        </Alert>
      )}
    </SecuritySection>
  );
}

/** The facts EventSummary shows, from an event of the event calls. */
export const eventFacts = (event: TEvent) => ({
  description: event.description,
  eventTypeName: event.eventType?.name ?? null,
  startDate: event.startDate,
  endDate: event.endDate,
  ianaLocationTimeZone: event.ianaLocationTimeZone,
  location: event.location,
  virtualConferenceUrl: event.virtualConferenceUrl,
  trainer: event.trainer,
});

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUS_NONE, EventCountStatus, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useHolds } from '../../auth/session-context';
import { useAction } from '../accounts/use-action';
import { eventKeys, updateAttendanceCount } from './events-api';

const MAX_COUNT = 100_000;

/** The button text of each status the count can be given. */
const ACTION_TEXT = {
  [EventCountStatus.Certified]: 'events.attendance.certify',
  [EventCountStatus.Reconciled]: 'events.attendance.reconcile',
} as const;

/**
 * The event's attendance count after the session: trainers and admins certify it, event admins
 * reconcile it; a reconciled count changes again only for people with the unreconcile right.
 * Until someone types, the field follows the live checked-in count.
 */
export function AttendanceCount({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(eventKeys.all);
  const [typed, setTyped] = useState<string | null>(null);
  const may = useHolds();
  const certified = event.attendenceStatus !== ATTENDANCE_STATUS_NONE;
  const count = typed ?? String(certified ? event.attendenceCount : event.computedCheckedInCount);
  const valid = /^\d+$/.test(count) && Number(count) <= MAX_COUNT;
  const locked = event.attendenceStatus === EventCountStatus.Reconciled && !may('unreconcileEvent');
  // Event admins reconcile; trainers and the other admins certify only.
  const statuses = [
    EventCountStatus.Certified,
    ...(may('eventAdmin') ? [EventCountStatus.Reconciled] : []),
  ];
  const update = async (status: EventCountStatus) => {
    const saved = await run(
      () => updateAttendanceCount(api, event.id, { count: Number(count), status }),
      (answer) => t(`events.attendance.done.${status}`, { count: answer.attendenceCount }),
    );
    if (saved) setTyped(null);
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby={`attendance-${event.id}`}>
      <Typography variant="subtitle1" component="h3" id={`attendance-${event.id}`}>
        {t('events.attendance.title')}
      </Typography>
      <Typography color="text.secondary">
        {t(`events.attendance.status.${event.attendenceStatus}`, {
          count: event.attendenceCount,
        })}
      </Typography>
      {locked ? (
        <Typography>{t('events.attendance.locked')}</Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            type="number"
            label={t('events.attendance.count')}
            value={count}
            onChange={(e) => setTyped(e.target.value)}
            error={!valid}
            helperText={t('events.attendance.checkedIn', { count: event.computedCheckedInCount })}
            slotProps={{ htmlInput: { min: 0, max: MAX_COUNT, step: 1 } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          {statuses.map((status, index) => (
            <Button
              key={status}
              variant={index === 0 ? 'contained' : 'outlined'}
              disabled={busy || !valid}
              onClick={() => void update(status)}
            >
              {t(ACTION_TEXT[status])}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

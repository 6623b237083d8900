import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCountStatus, holds, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { useAction } from '../accounts/use-action';
import { eventKeys, updateAttendanceCount } from './events-api';

const MAX_COUNT = 100_000;

/**
 * The event's attendance count after the session: trainers and admins certify it, event admins
 * reconcile it; a reconciled count changes again only for people with the unreconcile right.
 * Until someone types, the field follows the live checked-in count.
 */
export function AttendanceCount({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const { run, busy } = useAction(eventKeys.all);
  const [typed, setTyped] = useState<string | null>(null);
  const may = (claim: string) => session !== null && holds(session, claim);
  const certified = event.attendenceStatus !== 'none';
  const count = typed ?? String(certified ? event.attendenceCount : event.computedCheckedInCount);
  const valid = /^\d+$/.test(count) && Number(count) <= MAX_COUNT;
  const locked = event.attendenceStatus === EventCountStatus.Reconciled && !may('unreconcileEvent');
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
          <Button
            variant="contained"
            disabled={busy || !valid}
            onClick={() => void update(EventCountStatus.Certified)}
          >
            {t('events.attendance.certify')}
          </Button>
          {may('eventAdmin') && (
            <Button
              variant="outlined"
              disabled={busy || !valid}
              onClick={() => void update(EventCountStatus.Reconciled)}
            >
              {t('events.attendance.reconcile')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

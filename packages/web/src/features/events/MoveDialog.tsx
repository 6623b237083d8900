import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEvent, TMovePreview } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useAction } from '../accounts/use-action';
import { eventTitle } from './event-title';
import { eventKeys, fetchSimilarEvents, moveParticipants, validateMove } from './events-api';
import { Dialog } from '../../ui/Dialog';

type Props = {
  event: TEvent;
  participantIds: string[];
  open: boolean;
  onClose: () => void;
  /** After the move, before the dialog closes: the moved people are no longer this event's. */
  onMoved: () => void;
};

/** Where a move goes (an event of the same type), what it would change, then the move. */
export function MoveDialog({ event, participantIds, open, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(eventKeys.all);
  const [targetId, setTargetId] = useState('');
  const [preview, setPreview] = useState<TMovePreview | null>(null);
  const similar = useQuery({
    queryKey: eventKeys.similar(event.id),
    queryFn: ({ signal }) => fetchSimilarEvents(api, event.id, signal),
    enabled: open,
  });
  const close = () => {
    setPreview(null);
    setTargetId('');
    onClose();
  };
  const check = async (to: string) => {
    setTargetId(to);
    setPreview((await run(() => validateMove(api, event.id, to, participantIds))) ?? null);
  };
  const move = async () => {
    const moved = await run(
      () => moveParticipants(api, event.id, targetId, participantIds),
      (answer) => t('events.move.moved', { count: answer.moved }),
    );
    if (!moved) return;
    onMoved();
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('events.move.title', { count: participantIds.length })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label={t('events.move.target')}
          value={targetId}
          onChange={(change) => void check(change.target.value)}
          helperText={
            similar.isSuccess && similar.data.length === 0 ? t('events.move.noTarget') : ' '
          }
          sx={{ mt: 1 }}
        >
          {(similar.data ?? [])
            .filter((other) => other.id !== event.id)
            .map((other) => (
              <MenuItem key={other.id} value={other.id}>
                {eventTitle(other)} {other.startDate?.slice(0, 10)}
              </MenuItem>
            ))}
        </TextField>
        {preview && (
          <>
            <Alert severity={preview.overCapacity ? 'warning' : 'info'} sx={{ mt: 1 }}>
              {t('events.move.summary', {
                moving: preview.moving,
                after: preview.targetCountAfter,
                max: preview.targetMaxStudents,
              })}
              {preview.overCapacity && ` ${t('events.move.overCapacity')}`}
            </Alert>
            <List dense aria-label={t('events.move.preview')}>
              {preview.lines.map((line) => (
                <ListItem key={line.participantId}>
                  <ListItemText
                    primary={`${line.firstName ?? ''} ${line.lastName ?? ''} ${line.email ?? ''}`}
                    secondary={
                      line.willMove
                        ? line.carriesCheckin
                          ? t('events.move.movesCheckedIn')
                          : t('events.move.moves')
                        : line.reason
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('events.actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !preview || preview.moving === 0}
          onClick={() => void move()}
        >
          {t('events.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

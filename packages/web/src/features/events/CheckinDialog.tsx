import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { CheckinPanel } from './CheckinPanel';
import { eventKeys, fetchEvent } from './events-api';
import { eventTitle } from './event-title';
import { Dialog } from '../../ui/Dialog';

type Props = { event: TEvent | null; onClose: () => void };

/** The check-in panel of one event of the list, over the list. */
export function CheckinDialog({ event, onClose }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  // The event's own query, so the live count written into the cache shows here too.
  const current = useQuery({
    queryKey: eventKeys.one(event?.id ?? ''),
    queryFn: ({ signal }) => fetchEvent(api, event?.id ?? '', signal),
    enabled: event !== null,
    initialData: event ?? undefined,
  });
  const shown = current.data ?? event;
  return (
    <Dialog open={event !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{shown ? eventTitle(shown) : ''}</DialogTitle>
      <DialogContent>{shown && <CheckinPanel event={shown} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('events.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

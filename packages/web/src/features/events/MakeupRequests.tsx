import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MakeupStatus, formatDate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useAction } from '../accounts/use-action';
import { eventKeys, fetchMakeupRequests, setMakeupStatus } from './events-api';
import { TableScroll } from '../../ui/TableScroll';

/** The make-up requests of an event (missed here, or booked here), pending or complete. */
export function MakeupRequests({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const key = [...eventKeys.all, 'participants', 'makeup', eventId];
  const { run, busy } = useAction(key);
  const requests = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchMakeupRequests(api, eventId, signal),
  });
  if (requests.isError) return <ErrorNotice error={requests.error} />;
  if (requests.isSuccess && requests.data.length === 0) {
    return <Typography>{t('events.makeup.none')}</Typography>;
  }
  return (
    <TableScroll label={t('events.makeup.title')}>
      <Table size="small" aria-label={t('events.makeup.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('events.participants.name')}</TableCell>
            <TableCell>{t('events.makeup.missed')}</TableCell>
            <TableCell>{t('events.makeup.booked')}</TableCell>
            <TableCell>{t('events.makeup.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(requests.data ?? []).map((request) => (
            <TableRow key={request.participantId}>
              <TableCell>
                {request.firstName} {request.lastName}
              </TableCell>
              <TableCell>{request.eventName}</TableCell>
              <TableCell>
                {request.makeupEventName} {formatDate(request.makeupStartDate, i18n.language)}
              </TableCell>
              <TableCell>{t(`events.makeup.${request.status}`)}</TableCell>
              <TableCell>
                {request.canManage && request.status === MakeupStatus.Pending && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      void run(() =>
                        setMakeupStatus(api, request.participantId, MakeupStatus.Complete),
                      )
                    }
                  >
                    {t('events.makeup.markComplete')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

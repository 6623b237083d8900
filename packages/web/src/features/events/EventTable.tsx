import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEventCode, type EVENT_SORT_PROPERTIES, type TEvent } from '@portal/core';
import { formatEventDates } from './event-time';
import { eventTitle } from './event-title';
import { useFeatureOn } from '../../app/portal-context';
import { useMayOpen } from '../../app/use-may-open';
import { TableScroll } from '../../ui/TableScroll';

/** The orders the server sorts by (the other properties of the schema fall back to the start). */
export type EventSortProperty = Extract<
  (typeof EVENT_SORT_PROPERTIES)[number],
  'startDate' | 'status'
>;
type Sort = { property: EventSortProperty; ascending: boolean };
type Props = {
  rows: TEvent[];
  loaded: boolean;
  sort: Sort;
  onSort: (property: EventSortProperty) => void;
  onCheckin: (event: TEvent) => void;
};

/**
 * One page of events; counts of checked-in people (where the brand has `eventAttendance` on)
 * change live while the page is open.
 */
export function EventTable({ rows, loaded, sort, onSort, onCheckin }: Props) {
  const { t, i18n } = useTranslation();
  const mayOpen = useMayOpen();
  const attendanceOn = useFeatureOn('eventAttendance');
  const head = (property: EventSortProperty) => (
    <TableCell
      sortDirection={sort.property === property ? (sort.ascending ? 'asc' : 'desc') : false}
    >
      <TableSortLabel
        active={sort.property === property}
        direction={sort.property === property && !sort.ascending ? 'desc' : 'asc'}
        onClick={() => onSort(property)}
      >
        {t(`events.columns.${property}`)}
      </TableSortLabel>
    </TableCell>
  );
  const title = (event: TEvent) =>
    mayOpen('eventView') ? (
      <Link component={RouterLink} to={`/event/view/${event.id}`}>
        {eventTitle(event)}
      </Link>
    ) : mayOpen('eventEdit') && event.abilities.edit ? (
      <Link component={RouterLink} to={`/event/edit/${event.id}`}>
        {eventTitle(event)}
      </Link>
    ) : (
      eventTitle(event)
    );
  return (
    <TableScroll label={t('events.admin.title')}>
      <Table size="small" aria-label={t('events.admin.title')}>
        <TableHead>
          <TableRow>
            {head('startDate')}
            <TableCell>{t('events.columns.description')}</TableCell>
            <TableCell>{t('events.columns.location')}</TableCell>
            <TableCell>{t('events.columns.trainer')}</TableCell>
            {head('status')}
            <TableCell align="right">{t('events.columns.participants')}</TableCell>
            {attendanceOn && <TableCell align="right">{t('events.columns.checkedIn')}</TableCell>}
            <TableCell>{t('events.columns.code')}</TableCell>
            <TableCell>{t('events.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={attendanceOn ? 9 : 8}>{t('events.admin.none')}</TableCell>
            </TableRow>
          )}
          {rows.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ minWidth: 160 }}>
                {formatEventDates(event, i18n.language) || t('events.admin.noDate')}
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                {title(event)}
                {event.archived && (
                  <Chip size="small" label={t('events.admin.archived')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{event.location}</TableCell>
              <TableCell>{event.trainer ?? event.trainerEmail}</TableCell>
              <TableCell>{event.status}</TableCell>
              <TableCell align="right">
                {event.participantCount} / {event.maxStudents}
              </TableCell>
              {attendanceOn && (
                <TableCell align="right" data-testid={`checked-in-${event.id}`}>
                  {event.computedCheckedInCount}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatEventCode(event.eventCode)}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => onCheckin(event)}>
                    {t('events.admin.checkin')}
                  </Button>
                  {mayOpen('eventEdit') && event.abilities.edit && (
                    <Button size="small" component={RouterLink} to={`/event/edit/${event.id}`}>
                      {t('events.admin.edit')}
                    </Button>
                  )}
                  {mayOpen('participantAdmin') && event.abilities.edit && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/participant/admin?eventId=${event.id}`}
                    >
                      {t('events.admin.participants')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

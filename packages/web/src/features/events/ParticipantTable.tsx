import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TParticipant } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  rows: TParticipant[];
  loaded: boolean;
  /** With a selection, each row has a check box (invites, moves). */
  selected?: ReadonlySet<string>;
  onSelect?: (next: Set<string>) => void;
  /** The actions of one row (delete...). */
  actions?: (participant: TParticipant) => ReactNode;
};

/**
 * The participants of one event: who they are, invited when, checked in when (where the brand
 * has `eventAttendance` on).
 */
export function ParticipantTable({ rows, loaded, selected, onSelect, actions }: Props) {
  const { t, i18n } = useTranslation();
  const attendanceOn = useFeatureOn('eventAttendance');
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect?.(next);
  };
  const all = rows.length > 0 && rows.every((row) => selected?.has(row.id));
  return (
    <TableScroll label={t('events.participants.title')}>
      <Table size="small" aria-label={t('events.participants.title')}>
        <TableHead>
          <TableRow>
            {onSelect && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  slotProps={{ input: { 'aria-label': t('events.participants.selectAll') } }}
                  onChange={() => onSelect(all ? new Set() : new Set(rows.map((row) => row.id)))}
                />
              </TableCell>
            )}
            <TableCell>{t('events.participants.name')}</TableCell>
            <TableCell>{t('events.participants.email')}</TableCell>
            <TableCell>{t('events.participants.invited')}</TableCell>
            {attendanceOn && <TableCell>{t('events.participants.checkedIn')}</TableCell>}
            {actions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('events.participants.none')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {onSelect && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected?.has(row.id) ?? false}
                    slotProps={{ input: { 'aria-label': `${row.firstName} ${row.lastName}` } }}
                    onChange={() => toggle(row.id)}
                  />
                </TableCell>
              )}
              <TableCell>
                {row.firstName} {row.lastName}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.email}</TableCell>
              <TableCell>
                {row.inviteSentUTC ? formatDate(row.inviteSentUTC, i18n.language) : '—'}
              </TableCell>
              {attendanceOn && (
                <TableCell>
                  {row.checkedInUTC
                    ? formatDate(row.checkedInUTC, i18n.language)
                    : t('events.participants.no')}
                </TableCell>
              )}
              {actions && <TableCell>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrainerAvailabilityRow } from '@portal/core';
import { formatDate } from '@portal/core';
import { TableScroll } from '../../../ui/TableScroll';

const dayOf = (iso: string, locale: string) => formatDate(iso.slice(0, 10), locale);

type Props = {
  rows: TrainerAvailabilityRow[];
  /** Event admins edit a trainer's availability; others only read. */
  onEdit?: ((row: TrainerAvailabilityRow) => void) | undefined;
};

/** The trainers found, free or not, with their facts, blackouts and bookings. */
export function AvailabilityTable({ rows, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const range = (start: string, end: string | null) =>
    end && end.slice(0, 10) !== start.slice(0, 10)
      ? `${dayOf(start, i18n.language)} – ${dayOf(end, i18n.language)}`
      : dayOf(start, i18n.language);
  const flags = (row: TrainerAvailabilityRow) =>
    (['bilingual', 'secondaryOnly', 'demographicConsideration'] as const)
      .filter((key) => row.trainer[key])
      .map((key) => t(`eventsPeople.availability.filter.${key}`));
  return (
    <TableScroll label={t('eventsPeople.availability.results')}>
      <Table size="small" aria-label={t('eventsPeople.availability.results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('eventsPeople.availability.column.trainer')}</TableCell>
            <TableCell>{t('eventsPeople.availability.column.available')}</TableCell>
            <TableCell>{t('eventsPeople.availability.column.facts')}</TableCell>
            <TableCell>{t('eventsPeople.availability.blackouts')}</TableCell>
            <TableCell>{t('eventsPeople.availability.column.bookings')}</TableCell>
            {onEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const who = row.trainer;
            const facts = [
              who.trainingState,
              who.trainerState,
              who.employeeStatus,
              who.transformationTeam,
              ...flags(row),
            ].filter(Boolean);
            return (
              <TableRow key={who.userAccountId}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>
                    {`${who.firstName ?? ''} ${who.lastName ?? ''}`.trim() || who.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {who.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.available ? 'success' : 'default'}
                    label={
                      row.available
                        ? t('eventsPeople.availability.free')
                        : t('eventsPeople.availability.busy')
                    }
                  />
                </TableCell>
                <TableCell>{facts.join(' · ')}</TableCell>
                <TableCell>
                  {row.blackouts.map((b) => (
                    <div key={b.index}>{range(b.blackoutStart, b.blackoutEnd)}</div>
                  ))}
                </TableCell>
                <TableCell>
                  {row.bookings.map((b) => (
                    <div key={b.eventId}>
                      {range(b.startDate, b.endDate)}
                      {b.description ? ` · ${b.description}` : ''}
                    </div>
                  ))}
                </TableCell>
                {onEdit && (
                  <TableCell>
                    <Button size="small" onClick={() => onEdit(row)}>
                      {t('eventsPeople.availability.edit')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

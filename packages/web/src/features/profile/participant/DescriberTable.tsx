import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Describer } from '@portal/core';
import { nameOf } from './describer-name';
import { TableScroll } from '../../../ui/TableScroll';

type Props = {
  describers: readonly Describer[];
  busy: boolean;
  onRemove: (describer: Describer) => void;
  onReactivate: (describer: Describer) => void;
};

type Status = 'complete' | 'declined' | 'inactive' | 'undelivered' | 'pending';

/** Where a describer stands, the most telling first. */
export function describerStatus(d: Describer): Status {
  if (d.isComplete) return 'complete';
  if (d.isDeclined) return 'declined';
  if (!d.isActive) return 'inactive';
  if (d.msgStatus === 'failed' || d.msgStatus === 'bounced') return 'undelivered';
  return 'pending';
}

const COLOUR: Record<Status, 'success' | 'warning' | 'default' | 'error' | 'info'> = {
  complete: 'success',
  declined: 'warning',
  inactive: 'default',
  undelivered: 'error',
  pending: 'info',
};

/** The invited describers: relationship, state; a declined or inactive one can be asked again. */
export function DescriberTable({ describers, busy, onRemove, onReactivate }: Props) {
  const { t } = useTranslation();
  if (describers.length === 0) {
    return <Typography color="text.secondary">{t('profile.describers.none')}</Typography>;
  }
  return (
    <TableScroll label={t('profile.describers.title')}>
      <Table size="small" aria-label={t('profile.describers.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('profile.describers.name')}</TableCell>
            <TableCell>{t('profile.invite.relationship')}</TableCell>
            <TableCell>{t('profile.describers.status')}</TableCell>
            <TableCell align="right">{t('profile.describers.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {describers.map((describer) => {
            const status = describerStatus(describer);
            return (
              <TableRow key={describer.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {nameOf(describer)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {describer.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  {t(`profile.relationship.${describer.describerRelationship}`)}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={COLOUR[status]}
                    label={t(`profile.describers.state.${status}`)}
                  />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {(status === 'declined' || status === 'inactive') && (
                      <Button size="small" disabled={busy} onClick={() => onReactivate(describer)}>
                        {t('profile.describers.reactivate')}
                      </Button>
                    )}
                    {!describer.isComplete && (
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() => onRemove(describer)}
                      >
                        {t('profile.describers.remove')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { statusLabel, typeLabel, type OutboxMessage } from './messages-api';
import { formatDateTime } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

/** Columns shown from the small breakpoint up; on a phone the subject cell carries them. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type Props = {
  rows: readonly OutboxMessage[];
  /** True once an answer arrived, so "no messages" is not said while loading. */
  loaded: boolean;
  onOpen: (id: string) => void;
};

/** The outbox rows; a row opens its message by click or Enter. */
export function MessageTable({ rows, loaded, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <TableScroll label={t('shell.messages.title')}>
      <Table size="small" aria-label={t('shell.messages.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t('shell.messages.entered')}</TableCell>
            <TableCell sx={WIDE}>{t('shell.messages.recipient')}</TableCell>
            <TableCell>{t('shell.messages.subject')}</TableCell>
            <TableCell sx={WIDE}>{t('shell.messages.type')}</TableCell>
            <TableCell>{t('shell.messages.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((message) => (
            <TableRow
              key={message.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => onOpen(message.id)}
              onKeyDown={(event) => event.key === 'Enter' && onOpen(message.id)}
            >
              <TableCell sx={{ ...WIDE, ...NO_WRAP }}>{at(message.enteredUtc)}</TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: 'break-word' }}>
                {message.recipient}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {message.subject}
                <Box
                  component="span"
                  sx={{
                    display: { xs: 'block', sm: 'none' },
                    color: 'text.secondary',
                    typography: 'body2',
                    mt: 0.5,
                  }}
                >
                  {message.recipient} · {at(message.enteredUtc)}
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE, ...NO_WRAP }}>
                {typeLabel(t, message.messageType)}
              </TableCell>
              <TableCell sx={NO_WRAP}>{statusLabel(t, message.status)}</TableCell>
            </TableRow>
          ))}
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {t('shell.messages.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

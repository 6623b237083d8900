import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { MessageDialog } from './MessageDialog';
import { MessageFilters } from './MessageFilters';
import { searchMessages, statusName, typeName, type MessageFilter } from './messages-api';

const formatDate = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';

/** The outbox for developers and security admins: search, filter, page, open one message. */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [filter, setFilter] = useState<MessageFilter>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    status: null,
    type: null,
    text: '',
  });
  const query = useDeferredValue(filter);
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useQuery({
    queryKey: ['messaging', 'search', query],
    queryFn: ({ signal }) => searchMessages(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? [];
  const change = (part: Partial<MessageFilter>) => setFilter((old) => ({ ...old, ...part }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <MessageFilters filter={filter} onChange={change} />
      {result.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {result.isError && <Alert severity="error">{result.error.message}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={t('shell.messages.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('shell.messages.entered')}</TableCell>
              <TableCell>{t('shell.messages.recipient')}</TableCell>
              <TableCell>{t('shell.messages.subject')}</TableCell>
              <TableCell>{t('shell.messages.type')}</TableCell>
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
                onClick={() => setOpenId(message.id)}
                onKeyDown={(event) => event.key === 'Enter' && setOpenId(message.id)}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(message.enteredUtc, i18n.language)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.recipient}</TableCell>
                <TableCell>{message.subject}</TableCell>
                <TableCell>
                  {t(`shell.messages.typeName.${typeName(message.messageType)}`)}
                </TableCell>
                <TableCell>
                  {t(`shell.messages.statusName.${statusName(message.status)}`)}
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                  {t('shell.messages.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={result.data?.count ?? 0}
        page={filter.page - 1}
        rowsPerPage={filter.pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage={t('shell.messages.rowsPerPage')}
        onPageChange={(_event, page) => change({ page: page + 1 })}
        onRowsPerPageChange={(event) => change({ pageSize: Number(event.target.value), page: 1 })}
      />
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TAuditEntry } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useDebounced } from '../../ui/use-debounced';
import { Paging } from '../../ui/Paging';
import { searchAuditLog, type AuditQuery } from './security-api';
import { formatDateTime } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const SEARCH_PAUSE_MS = 300;
const AUDIT_PAGE_SIZE = 10;

/** A user named by an audit entry: a link to the user when the id is known, else the e-mail. */
function Person({ id, email }: { id: string | null; email: string | null }) {
  const text = email ?? id ?? '—';
  if (!id) return <>{text}</>;
  return (
    <Link component={RouterLink} to={`/users/view/${encodeURIComponent(id)}`}>
      {text}
    </Link>
  );
}

/** The details of an entry as JSON text (never as HTML). */
const detailsText = (entry: TAuditEntry) =>
  Object.keys(entry.details).length === 0 ? '' : JSON.stringify(entry.details);

/** The audit log, newest first: everything, or what concerns one user (`userId`). */
export function AuditList({ userId }: { userId?: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: AUDIT_PAGE_SIZE });
  const search = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const query: AuditQuery = {
    ...paging,
    userId,
    search: search || undefined,
    sortProperty: 'createdAt',
    sortAscending: false,
  };
  const result = useQuery({
    queryKey: ['security', 'audit', query],
    queryFn: ({ signal }) => searchAuditLog(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? [];
  return (
    <>
      <TextField
        label={t('security.audit.search')}
        type="search"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPaging((old) => ({ ...old, page: 1 }));
        }}
        sx={{ mb: 2 }}
      />
      <Box sx={{ height: 4, mb: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('security.audit.title')}>
        <Table size="small" aria-label={t('security.audit.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('security.audit.time')}</TableCell>
              <TableCell>{t('security.audit.action')}</TableCell>
              <TableCell sx={WIDE}>{t('security.audit.actor')}</TableCell>
              <TableCell sx={WIDE}>{t('security.audit.subject')}</TableCell>
              <TableCell sx={WIDE}>{t('security.audit.details')}</TableCell>
              <TableCell sx={WIDE}>{t('security.audit.ip')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
                <TableCell sx={{ ...WIDE, overflowWrap: 'break-word' }}>
                  <Person id={entry.actorUserId} email={entry.actorEmail} />
                </TableCell>
                <TableCell sx={{ ...WIDE, overflowWrap: 'break-word' }}>
                  <Person id={entry.subjectUserId} email={entry.subjectEmail} />
                </TableCell>
                <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                  {detailsText(entry)}
                </TableCell>
                <TableCell sx={WIDE}>{entry.ip ?? ''}</TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                  {t('security.audit.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </>
  );
}

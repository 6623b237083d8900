import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { listDeliveries, redeliver } from './webhooks-api';
import { Paging } from '../../ui/Paging';
import { TableScroll } from '../../ui/TableScroll';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The brand's deliveries, newest first: event, status, tries, the receiver's answer. */
export function WebhookDeliveries() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const result = useQuery({
    queryKey: ['webhooks', 'deliveries', page, pageSize],
    queryFn: ({ signal }) => listDeliveries(api, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const again = useMutation({
    mutationFn: (id: string) => redeliver(api, id),
    onSuccess: () => {
      toasts.show({ message: t('webhooks.redelivered'), severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] });
    },
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  const rows = result.data?.data ?? [];
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {t('webhooks.deliveries')}
      </Typography>
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('webhooks.deliveries')}>
        <Table size="small" aria-label={t('webhooks.deliveries')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.created')}</TableCell>
              <TableCell>{t('webhooks.event')}</TableCell>
              <TableCell sx={WIDE}>{t('webhooks.url')}</TableCell>
              <TableCell>{t('webhooks.status')}</TableCell>
              <TableCell sx={WIDE}>{t('webhooks.attempts')}</TableCell>
              <TableCell>{t('webhooks.response')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(delivery.createdAt, i18n.language)}
                </TableCell>
                <TableCell>{delivery.event}</TableCell>
                <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>{delivery.url}</TableCell>
                <TableCell>{t(`webhooks.statusName.${delivery.status}`)}</TableCell>
                <TableCell sx={WIDE}>{delivery.attempts}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {delivery.responseStatus !== null && <strong>{delivery.responseStatus} </strong>}
                  {delivery.responseExcerpt ?? delivery.error}
                </TableCell>
                <TableCell align="right">
                  {(delivery.status === 'delivered' || delivery.status === 'failed') && (
                    <Button size="small" onClick={() => again.mutate(delivery.id)}>
                      {t('webhooks.redeliver')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
                  {t('webhooks.noDeliveries')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      <Paging
        count={result.data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(change) => {
          setPage(change.page);
          if (change.pageSize) setPageSize(change.pageSize);
        }}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useDebounced } from '../../ui/use-debounced';
import { MessageDialog } from './MessageDialog';
import { MessageFilters } from './MessageFilters';
import { searchMessages, type MessageFilter } from './messages-api';
import { MessageTable } from './MessageTable';
import { Paging } from '../../ui/Paging';

/** Typing in the search box asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** The outbox for developers and security admins: search, filter, page, open one message. */
export function MessagesPage() {
  const { api } = usePortal();
  const [filter, setFilter] = useState<MessageFilter>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    status: null,
    type: null,
    text: '',
  });
  const text = useDebounced(filter.text, SEARCH_PAUSE_MS);
  const query = { ...filter, text };
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
      <Box sx={{ height: 4, mb: 1 }}>{result.isFetching && <LinearProgress />}</Box>
      {result.isError && <ErrorNotice error={result.error} />}
      <MessageTable rows={rows} loaded={result.isSuccess} onOpen={setOpenId} />
      <Paging
        count={result.data?.count ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        onChange={change}
      />
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}

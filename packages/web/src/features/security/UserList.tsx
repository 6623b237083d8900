import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useDebounced } from '../../ui/use-debounced';
import { Paging } from '../../ui/Paging';
import type { ListQuery, UserPage } from './security-api';
import { UserTable, type SortState, type UserSort } from './UserTable';

/** Typing in the search box asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

type Props = {
  /** Names the list in the query cache (e.g. ['byrole', roleName]). */
  listKey: readonly unknown[];
  load: (query: ListQuery, signal: AbortSignal) => Promise<UserPage>;
};

/** A searchable, sortable, paged list of users: the users page and the by-role/by-claim lists. */
export function UserList({ listKey, load }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<SortState>({ property: 'lastName', ascending: true });
  const search = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const query: ListQuery = {
    ...paging,
    search: search || undefined,
    sortProperty: sort.property,
    sortAscending: sort.ascending,
  };
  const result = useQuery({
    queryKey: ['security', 'users', ...listKey, query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });
  const onSort = (property: UserSort) =>
    setSort((old) => ({
      property,
      ascending: old.property === property ? !old.ascending : true,
    }));

  return (
    <>
      <TextField
        label={t('security.users.search')}
        placeholder={t('security.users.searchHint')}
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
      <UserTable
        rows={result.data?.data ?? []}
        loaded={result.isSuccess}
        sort={sort}
        onSort={onSort}
      />
      <Paging
        count={result.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
    </>
  );
}

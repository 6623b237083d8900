import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type NoteEntityType } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { noteKeys, searchNotes, type NoteSearch } from './notes-api';

/** One page of the notes of an entity (all entities when none is given), newest change first. */
export function useNotes(filter: {
  entityType?: NoteEntityType;
  entityId?: string;
  search?: string;
}) {
  const { api } = usePortal();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [pinnedOnly, setPinnedOnly] = useState(false);
  const query: NoteSearch = { ...paging, ...filter, pinnedOnly };
  const result = useQuery({
    queryKey: [...noteKeys.all, 'search', query],
    queryFn: ({ signal }) => searchNotes(api, query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    result,
    paging,
    onPaging: (change: { page: number; pageSize?: number }) =>
      setPaging((old) => ({ ...old, ...change })),
    pinnedOnly,
    setPinnedOnly: (value: boolean) => {
      setPinnedOnly(value);
      setPaging((old) => ({ ...old, page: 1 }));
    },
  };
}

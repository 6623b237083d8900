import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { eventTitle } from './event-title';
import { eventKeys, searchEvents } from './events-api';

type Props = { label: string; value: TEvent | null; onChange: (event: TEvent | null) => void };

/** Finds an event this person may see by type, code, trainer or place. */
export function EventPicker({ label, value, onChange }: Props) {
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const query = { search: search || undefined, page: 1, pageSize: 20, sortAscending: false };
  const found = useQuery({
    queryKey: eventKeys.search(query),
    queryFn: ({ signal }) => searchEvents(api, query, signal),
  });
  const label_ = (event: TEvent) =>
    `${eventTitle(event)}${event.startDate ? ` (${event.startDate.slice(0, 10)})` : ''}`;
  return (
    <Autocomplete
      options={found.data?.data ?? []}
      getOptionLabel={label_}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      value={value}
      onChange={(_event, event) => onChange(event)}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: { sm: 280 }, flex: 1 }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TUserGroupRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { searchGroups } from '../groups/groups-api';

type Group = Pick<TUserGroupRow, 'id' | 'name'>;
type Props = { label: string; value: Group | null; onChange: (group: Group | null) => void };

/** Finds a group of the brand by name (usergroup search). */
export function GroupPicker({ label, value, onChange }: Props) {
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: ['usergroup', 'picker', search],
    queryFn: ({ signal }) =>
      searchGroups(api, { search: search || undefined, page: 1, pageSize: 20 }, signal),
  });
  return (
    <Autocomplete
      options={found.data?.data ?? []}
      getOptionLabel={(group: Group) => group.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      value={value}
      onChange={(_event, group) => onChange(group)}
      onInputChange={(_event, typed) => setText(typed)}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
      sx={{ minWidth: 240 }}
    />
  );
}

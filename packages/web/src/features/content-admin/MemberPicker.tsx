import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceGroupMemberType, TNamedMember } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { contentAdminKeys, findMemberCandidates } from './content-admin-api';

type Props = {
  type: ResourceGroupMemberType;
  label: string;
  onPick: (member: TNamedMember) => void;
};

/**
 * Finds a user group, CRM account or event of the brand by name, to add as a group's member:
 * the content staff pick among all of them, not only those their other roles let them read.
 */
export function MemberPicker({ type, label, onPick }: Props) {
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: contentAdminKeys.memberCandidates(type, search),
    queryFn: ({ signal }) => findMemberCandidates(api, type, search, signal),
  });
  return (
    <Autocomplete
      options={found.data ?? []}
      getOptionLabel={(member: TNamedMember) => member.name ?? ''}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      value={null}
      onChange={(_event, member) => member && onPick(member)}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
      sx={{ minWidth: 240, flex: 1 }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { userDisplayName } from './format';
import { searchUsers } from './security-api';

/** A user as a picker shows it: name and sign-in address. */
export const userLabel = (user: TUserSummary) => `${userDisplayName(user)} <${user.email}>`;

type Props = {
  label: string;
  value: TUserSummary | null;
  /** Users not offered (the one whose page this is). */
  excludeId?: string;
  disabled?: boolean;
  onChange: (user: TUserSummary | null) => void;
};

/** Finds a sign-in user by name or e-mail (the users search) and hands the chosen one over. */
export function UserPicker({ label, value, excludeId, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: ['security', 'pick', search],
    queryFn: ({ signal }) =>
      searchUsers(
        api,
        { search, page: 1, pageSize: 10, sortProperty: 'lastName', sortAscending: true },
        signal,
      ),
    enabled: search.length >= 2,
  });
  const options = (found.data?.data ?? []).filter((user) => user.id !== excludeId);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={userLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={found.isFetching}
      disabled={disabled}
      value={value}
      // Only typing searches: the box showing the chosen user's label is no search.
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input') setText(typed);
      }}
      onChange={(_event, user) => onChange(user)}
      noOptionsText={search.length < 2 ? t('security.merge.typeMore') : t('security.merge.noMatch')}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('security.merge.otherHint')} />
      )}
    />
  );
}

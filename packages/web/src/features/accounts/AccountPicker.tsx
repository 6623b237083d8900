import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrmAccountRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { findAccountsByName } from './accounts-api';

type Props = {
  label: string;
  value: TCrmAccountRow | null;
  onChange: (account: TCrmAccountRow | null) => void;
  /** An account that may not be picked (e.g. the one being merged). */
  excludeId?: string;
};

/** Finds an account of the brand by name (FindAccountsByName). */
export function AccountPicker({ label, value, onChange, excludeId }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: ['crmaccount', 'byName', name],
    queryFn: ({ signal }) => findAccountsByName(api, name, signal),
    enabled: name.length >= 1,
  });
  return (
    <Autocomplete
      options={(found.data ?? []).filter((row) => row.id !== excludeId)}
      getOptionLabel={(row) => row.accountName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      value={value}
      onChange={(_event, row) => onChange(row)}
      onInputChange={(_event, typed) => setText(typed)}
      noOptionsText={t('accounts.merge.noMatch')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

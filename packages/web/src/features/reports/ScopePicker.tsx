import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsApi } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';

type Option = { id: string; name: string };

type Props = {
  kind: 'accountId' | 'groupId';
  /** The chosen id (from the address), else undefined. */
  value: string | undefined;
  onChange: (id: string) => void;
  label: string;
  placeholder: string;
  helperText?: string | undefined;
};

/**
 * An account or group filter: the server finds the names holding what is typed among those the
 * person may report on (however many they are), and names the chosen one.
 */
export function ScopePicker({ kind, value, onChange, label, placeholder, helperText }: Props) {
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const query = { ...(search ? { search } : {}), ...(value ? { [kind]: value } : {}) };
  const found = useQuery({
    queryKey: ['reports', 'scopeOptions', query],
    queryFn: ({ signal }) => call(api, reportsApi.scopeOptions, { query }, signal),
    placeholderData: keepPreviousData,
  });
  const options: Option[] =
    (kind === 'accountId' ? found.data?.accounts : found.data?.groups) ?? [];
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 260 }, flex: 1 }}
      // What was typed narrows the options at once, while the server looks for more.
      options={options}
      loading={found.isFetching}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_event, chosen) => {
        setText('');
        onChange(chosen?.id ?? '');
      }}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      renderInput={(input) => (
        <TextField {...input} label={label} placeholder={placeholder} helperText={helperText} />
      )}
    />
  );
}

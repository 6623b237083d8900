import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsApi } from '@portal/core';
import { call } from '../../api/call';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { ScopeAutocomplete, type ScopeOption } from './ScopeAutocomplete';

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
export function ScopePicker({ kind, value, ...shown }: Props) {
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const query = { ...(search ? { search } : {}), ...(value ? { [kind]: value } : {}) };
  const found = useQuery({
    queryKey: ['reports', 'scopeOptions', query],
    queryFn: ({ signal }) => call(api, reportsApi.scopeOptions, { query }, signal),
    placeholderData: keepPreviousData,
  });
  const options: ScopeOption[] =
    (kind === 'accountId' ? found.data?.accounts : found.data?.groups) ?? [];
  return (
    <ScopeAutocomplete
      {...shown}
      value={value}
      options={options}
      loading={found.isFetching}
      onSearch={setText}
    />
  );
}

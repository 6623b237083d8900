import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserAccountSummary } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { findUsers } from './accounts-api';

/** A name and an e-mail as pickers and lists show them. */
export function nameWithEmail(
  firstName: string | null,
  lastName: string | null,
  email: string | null | undefined,
): string {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return email ? `${name} <${email}>`.trim() : name;
}

/** The name and e-mail of a person as pickers and lists show them. */
export function personLabel(person: TUserAccountSummary): string {
  const email = person.emails.find((e) => e.primary)?.address ?? person.emails[0]?.address;
  return nameWithEmail(person.firstName, person.lastName, email);
}

type Props<T> = { label: string; disabled?: boolean; onPick: (person: T) => void };

/** How a picker finds people: a search call (named for the cache) and how it shows one. */
type PeopleSearch<T> = {
  name: string;
  find: (api: ApiClient, search: string, signal: AbortSignal) => Promise<T[]>;
  optionLabel: (person: T) => string;
};

/** Finds people by name or e-mail with a search call and hands the chosen one over. */
export function PeoplePicker<T extends { id: string }>({
  label,
  disabled,
  onPick,
  search: { name, find, optionLabel },
}: Props<T> & { search: PeopleSearch<T> }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: [name, 'find', search],
    queryFn: ({ signal }) => find(api, search, signal),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete
      options={found.data ?? []}
      getOptionLabel={optionLabel}
      filterOptions={(options) => options}
      loading={found.isFetching}
      disabled={disabled}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_event, person) => {
        if (person) {
          onPick(person);
          setText('');
        }
      }}
      noOptionsText={
        search.length < 2 ? t('accounts.people.typeMore') : t('accounts.people.noMatch')
      }
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
      sx={{ minWidth: 260, flex: 1 }}
    />
  );
}

const USERS: PeopleSearch<TUserAccountSummary> = {
  name: 'useraccount',
  find: async (api, search, signal) => (await findUsers(api, search, signal)).data,
  optionLabel: personLabel,
};

/** Finds a person of the brand by name or e-mail (FindUsers) and hands the chosen one over. */
export function PersonPicker(props: Props<TUserAccountSummary>) {
  return <PeoplePicker {...props} search={USERS} />;
}

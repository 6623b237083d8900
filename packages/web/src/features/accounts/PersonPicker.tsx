import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserAccountSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { findUsers } from './accounts-api';

/** The name and e-mail of a person as pickers and lists show them. */
export function personLabel(person: TUserAccountSummary): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const email = person.emails.find((e) => e.primary)?.address ?? person.emails[0]?.address;
  return email ? `${name} <${email}>`.trim() : name;
}

type Props = { label: string; disabled?: boolean; onPick: (person: TUserAccountSummary) => void };

/** Finds a person of the brand by name or e-mail (FindUsers) and hands the chosen one over. */
export function PersonPicker({ label, disabled, onPick }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: ['useraccount', 'find', search],
    queryFn: ({ signal }) => findUsers(api, search, signal),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete
      options={found.data?.data ?? []}
      getOptionLabel={personLabel}
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

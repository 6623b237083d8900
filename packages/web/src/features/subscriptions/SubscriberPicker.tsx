import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberCandidate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { findPeople, subscriptionKeys } from './subscriptions-api';

const label = (person: TSubscriberCandidate) => {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const [email] = person.emails;
  return email ? `${name} <${email}>`.trim() : name;
};

type Props = {
  value: TSubscriberCandidate | null;
  onChange: (p: TSubscriberCandidate | null) => void;
};

/** Finds a person of the brand by name or address, to subscribe. */
export function SubscriberPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: [...subscriptionKeys.all, 'people', search],
    queryFn: ({ signal }) => findPeople(api, search, signal),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete
      options={found.data ?? []}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.userAccountId === b.userAccountId}
      filterOptions={(options) => options}
      loading={found.isFetching}
      value={value}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, person) => onChange(person)}
      noOptionsText={
        search.length < 2
          ? t('subscriptions.subscriber.typeMore')
          : t('subscriptions.subscriber.noMatch')
      }
      renderInput={(params) => (
        <TextField {...params} required label={t('subscriptions.subscriber.person')} size="small" />
      )}
    />
  );
}

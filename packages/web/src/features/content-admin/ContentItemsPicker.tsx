import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { useDebounced } from '../../ui/use-debounced';
import { contentAdminKeys, fetchContents, fetchLibrary } from './content-admin-api';

type Item = { id: string; title: string };
type Props = { label: string; ids: string[]; onChange: (ids: string[]) => void };

/**
 * Items of the library picked by title, in the order picked (a related or attachments section's
 * list): the picked ones show their titles, an item deleted since shows the start of its id.
 */
export function ContentItemsPicker({ label, ids, onChange }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const query = { page: 1, pageSize: 20, search: search || undefined };
  const found = useQuery({
    queryKey: contentAdminKeys.library(query),
    queryFn: ({ signal }) => fetchLibrary(api, query, signal),
  });
  const picked = useQuery({
    queryKey: contentAdminKeys.contents(ids),
    queryFn: ({ signal }) => fetchContents(api, ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const titles = new Map((picked.data ?? []).map((item) => [item.id, item.title]));
  const value: Item[] = ids.map((id) => ({ id, title: titles.get(id) ?? id.slice(0, 8) }));
  return (
    <Autocomplete
      multiple
      options={(found.data?.data ?? []).map(({ id, title }) => ({ id, title }))}
      getOptionLabel={(item: Item) => item.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options.filter((item) => !ids.includes(item.id))}
      loading={found.isFetching}
      noOptionsText={t('contentAdmin.library.none')}
      value={value}
      onChange={(_event, items) => onChange(items.map((item) => item.id))}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
    />
  );
}

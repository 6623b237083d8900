import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { INITIAL_EVENT_STATUS, type TCrmAccountRow } from '@portal/core';
import { AccountPicker } from '../accounts/AccountPicker';
import { useCatalog } from './use-catalog';

export type EventFilterValues = {
  search: string;
  status: string;
  eventTypeId: string;
  account: TCrmAccountRow | null;
  /** Calendar days (`YYYY-MM-DD`), start dates from and to (both whole). */
  fromDate: string;
  toDate: string;
  mine: boolean;
  includeArchived: boolean;
};

export const NO_EVENT_FILTERS: EventFilterValues = {
  search: '',
  status: '',
  eventTypeId: '',
  account: null,
  fromDate: '',
  toDate: '',
  mine: false,
  includeArchived: false,
};

type Props = {
  values: EventFilterValues;
  onChange: (values: EventFilterValues) => void;
  /** Statuses seen on the events loaded so far, offered beside the initial one. */
  knownStatuses: readonly string[];
};

/** The filters of event/admin: text (type, code, trainer, place), status, dates, type, account. */
export function EventFilters({ values, onChange, knownStatuses }: Props) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const set = (change: Partial<EventFilterValues>) => onChange({ ...values, ...change });
  const date = (name: 'fromDate' | 'toDate') => (
    <TextField
      type="date"
      size="small"
      label={t(`events.filters.${name}`)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          type="search"
          size="small"
          label={t('events.filters.search')}
          helperText={t('events.filters.searchHint')}
          value={values.search}
          onChange={(event) => set({ search: event.target.value })}
          sx={{ flex: 2, minWidth: 240 }}
        />
        <Autocomplete
          freeSolo
          size="small"
          options={[...new Set([INITIAL_EVENT_STATUS, ...knownStatuses])]}
          inputValue={values.status}
          onInputChange={(_event, status) => set({ status })}
          renderInput={(params) => <TextField {...params} label={t('events.filters.status')} />}
          sx={{ flex: 1, minWidth: 180 }}
        />
        <TextField
          select
          size="small"
          label={t('events.filters.eventType')}
          value={values.eventTypeId}
          onChange={(event) => set({ eventTypeId: event.target.value })}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('events.filters.anyType')}</MenuItem>
          {(catalog.data ?? []).map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' } }}
      >
        {date('fromDate')}
        {date('toDate')}
        <Stack sx={{ flex: 1, minWidth: 220 }}>
          <AccountPicker
            label={t('events.filters.account')}
            value={values.account}
            onChange={(account) => set({ account })}
          />
        </Stack>
        <FormControlLabel
          label={t('events.filters.mine')}
          control={
            <Checkbox
              checked={values.mine}
              onChange={(event) => set({ mine: event.target.checked })}
            />
          }
        />
        <FormControlLabel
          label={t('events.filters.includeArchived')}
          control={
            <Checkbox
              checked={values.includeArchived}
              onChange={(event) => set({ includeArchived: event.target.checked })}
            />
          }
        />
      </Stack>
    </Stack>
  );
}

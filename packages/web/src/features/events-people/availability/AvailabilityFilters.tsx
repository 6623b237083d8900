import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../app/portal-context';
import { fetchCatalog } from '../../events/events-api';
import { EMPTY_FILTER, type AvailabilityFilterDraft, type FlagChoice } from './availability-draft';

const DATES = ['startDate', 'endDate', 'rangeStart', 'rangeEnd'] as const;
const TEXTS = [
  'trainer',
  'trainingState',
  'trainerState',
  'employeeStatus',
  'transformationTeam',
] as const;
const FLAGS = ['demographicConsideration', 'secondaryOnly', 'bilingual'] as const;

/** Every query filter of GetTrainerAvailability, applied when the form is sent. */
export function AvailabilityFilters({
  onSearch,
}: {
  onSearch: (draft: AvailabilityFilterDraft) => void;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [draft, setDraft] = useState(EMPTY_FILTER);
  // The catalog's types with a reference id: the trainers' delivered types are kept by it.
  const types = useQuery({
    queryKey: ['eventcatalog', 'all'],
    queryFn: ({ signal }) => fetchCatalog(api, signal),
  });
  const set = (change: Partial<AvailabilityFilterDraft>) => setDraft({ ...draft, ...change });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  const field = { size: 'small', sx: { minWidth: 180, flex: '1 1 180px' } } as const;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      aria-label={t('eventsPeople.availability.filters')}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          {...field}
          select
          label={t('eventsPeople.availability.filter.eventTypeReferenceId')}
          value={draft.eventTypeReferenceId}
          onChange={(e) => set({ eventTypeReferenceId: e.target.value })}
        >
          <MenuItem value="">{t('eventsPeople.availability.any')}</MenuItem>
          {(types.data ?? [])
            .filter((item) => item.referenceId)
            .map((item) => (
              <MenuItem key={item.id} value={item.referenceId ?? ''}>
                {item.name} ({item.referenceId})
              </MenuItem>
            ))}
        </TextField>
        {DATES.map((key) => (
          <TextField
            key={key}
            {...field}
            type="date"
            label={t(`eventsPeople.availability.filter.${key}`)}
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TEXTS.map((key) => (
          <TextField
            key={key}
            {...field}
            label={t(`eventsPeople.availability.filter.${key}`)}
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ))}
        {FLAGS.map((key) => (
          <TextField
            key={key}
            {...field}
            select
            label={t(`eventsPeople.availability.filter.${key}`)}
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value as FlagChoice })}
          >
            <MenuItem value="">{t('eventsPeople.availability.any')}</MenuItem>
            <MenuItem value="true">{t('eventsPeople.availability.yes')}</MenuItem>
            <MenuItem value="false">{t('eventsPeople.availability.no')}</MenuItem>
          </TextField>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.showBooked}
              onChange={(e) => set({ showBooked: e.target.checked })}
            />
          }
          label={t('eventsPeople.availability.filter.showBooked')}
        />
        <Button type="submit" variant="contained">
          {t('eventsPeople.availability.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_FILTER);
            onSearch(EMPTY_FILTER);
          }}
        >
          {t('eventsPeople.availability.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}

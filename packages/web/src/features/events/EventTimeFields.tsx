import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEventSave } from '@portal/core';
import { fromWallTime, moveToZone, timeZones, toWallTime } from './event-time';

type Props<O> = { form: UseFormReturn<TEventSave, unknown, O>; readOnly: boolean };

/**
 * Start, end and the event's IANA time zone. The dates are typed as wall-clock times of the
 * event's zone (what the trainer reads on the invitation); changing the zone keeps them.
 */
export function EventTimeFields<O>({ form, readOnly }: Props<O>) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(), []);
  const zone = useWatch({ control: form.control, name: 'ianaLocationTimeZone' }) ?? 'UTC';
  const date = (name: 'startDate' | 'endDate') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="datetime-local"
          size="small"
          label={t(`events.fields.${name}`)}
          value={toWallTime(field.value, zone)}
          onChange={(event) => field.onChange(fromWallTime(event.target.value, zone))}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? t('events.fields.inZone', { zone })}
          slotProps={{ inputLabel: { shrink: true }, input: { readOnly } }}
          fullWidth
        />
      )}
    />
  );
  return (
    <>
      {date('startDate')}
      {date('endDate')}
      <Controller
        control={form.control}
        name="ianaLocationTimeZone"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={zones}
            value={field.value ?? 'UTC'}
            disableClearable
            readOnly={readOnly}
            onChange={(_event, next) => {
              for (const name of ['startDate', 'endDate'] as const) {
                form.setValue(name, moveToZone(form.getValues(name), zone, next), {
                  shouldDirty: true,
                });
              }
              field.onChange(next);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t('events.fields.ianaLocationTimeZone')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? ' '}
              />
            )}
          />
        )}
      />
    </>
  );
}

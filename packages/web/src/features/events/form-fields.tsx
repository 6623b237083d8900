import type { TextKey } from '@portal/core/i18n';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchemaIssue } from '../../ui/zod-resolver';
import { builtKey } from '../../app/built-key';

type FieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  /** The text key of the label (`events.fields.{name}` by default). */
  label?: TextKey;
  type?: 'text' | 'number' | 'date' | 'email' | 'url';
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
  /** An empty input is "not set" (ids and codes, whose schemas refuse empty text). */
  nullable?: boolean;
};

/** Empty number and date inputs are "not set" (null), as the schemas of core take them. */
const valueAs =
  (type: FieldProps<FieldValues, unknown>['type'], nullable = false) =>
  (value: unknown) => {
    if (type === 'number') return value === '' || value === null ? null : Number(value);
    if (type === 'date' || nullable) return value === '' ? null : value;
    return value;
  };

/** A text, number, date or address input of an event form, with its error below it. */
export function Field<T extends FieldValues, O>(props: FieldProps<T, O>) {
  const { t } = useTranslation();
  const { form, name, type = 'text' } = props;
  const error = form.getFieldState(name, form.formState).error;
  return (
    <TextField
      {...form.register(name, { setValueAs: valueAs(type, props.nullable) })}
      label={t(props.label ?? builtKey(`events.fields.${name}`))}
      type={type}
      size="small"
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      error={error !== undefined}
      helperText={error?.message ?? ' '}
      slotProps={{
        input: { readOnly: props.readOnly },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
      fullWidth
    />
  );
}

/** A yes/no setting of an event form. */
export function Flag<T extends FieldValues, O>({
  form,
  name,
  label,
  readOnly,
}: Pick<FieldProps<T, O>, 'form' | 'name' | 'label' | 'readOnly'>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={t(label ?? builtKey(`events.fields.${name}`))}
          control={
            <Checkbox
              checked={field.value === true}
              disabled={readOnly}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
}

/** A titled group of fields, two columns wide from small screens up. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Stack>
    </Stack>
  );
}

/** Words a failed rule of core's schemas in the user's language. */
export function useDescribeIssue(): (issue: SchemaIssue) => string {
  const { t } = useTranslation();
  return (issue) => {
    if (issue.path.at(-1) === 'eventTypeId') return t('events.validation.required');
    if (issue.code === 'custom' && issue.path.at(-1) === 'endDate') {
      return t('events.validation.endBeforeStart');
    }
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return t('events.validation.required');
    }
    if (issue.code === 'invalid_format') return t('events.validation.format');
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      return t('events.validation.range');
    }
    if (issue.code === 'custom' && /http/.test(issue.message)) return t('events.validation.url');
    return t('events.validation.invalid');
  };
}

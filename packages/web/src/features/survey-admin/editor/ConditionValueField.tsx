import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { surveyText, type TCondition, type TSurveyQuestion } from '@portal/core';
import { useLocale } from './use-locale';

type Props = {
  condition: TCondition;
  /** The question the condition looks at (undefined when it is not an earlier one). */
  source: TSurveyQuestion | undefined;
  onChange: (condition: TCondition) => void;
  issue: string | undefined;
};

/** The value (or values) a condition compares with: a choice, yes or no, a number, or words. */
export function ConditionValueField({ condition, source, onChange, issue }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = t('surveyAdmin.editor.value');
  const common = {
    size: 'small',
    label,
    error: issue !== undefined,
    helperText: issue,
    sx: { minWidth: 200 },
  } as const;
  if (source && 'choices' in source) {
    const options = source.choices.map((choice) => (
      <MenuItem key={String(choice.value)} value={String(choice.value)}>
        {surveyText(choice.text, locale) || String(choice.value)}
      </MenuItem>
    ));
    const valueOf = (picked: string) =>
      source.choices.find((c) => String(c.value) === picked)?.value ?? picked;
    if (condition.operator === 'anyOf') {
      return (
        <TextField
          select
          {...common}
          value={(condition.values ?? []).map(String)}
          onChange={(event) => {
            const picked = event.target.value as unknown as string[];
            onChange({ ...condition, values: picked.map(valueOf) });
          }}
          slotProps={{ select: { multiple: true } }}
        >
          {options}
        </TextField>
      );
    }
    return (
      <TextField
        select
        {...common}
        value={condition.value === undefined ? '' : String(condition.value)}
        onChange={(event) => onChange({ ...condition, value: valueOf(event.target.value) })}
      >
        {options}
      </TextField>
    );
  }
  if (source?.type === 'boolean') {
    return (
      <TextField
        select
        {...common}
        value={String(condition.value ?? '')}
        onChange={(event) => onChange({ ...condition, value: event.target.value === 'true' })}
      >
        <MenuItem value="true">{t('surveyAdmin.editor.yes')}</MenuItem>
        <MenuItem value="false">{t('surveyAdmin.editor.no')}</MenuItem>
      </TextField>
    );
  }
  const numeric =
    source?.type === 'rating' || (source?.type === 'text' && source.inputType === 'number');
  if (condition.operator === 'anyOf') {
    // Several words or numbers, each entered as a tag.
    const toValue = (part: string) =>
      numeric && !Number.isNaN(Number(part)) ? Number(part) : part;
    return (
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={(condition.values ?? []).map(String)}
        onChange={(_event, parts) =>
          onChange({
            ...condition,
            values: parts.map((part) => toValue(part.trim())).filter((v) => v !== ''),
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            {...common}
            helperText={issue ?? t('surveyAdmin.editor.valuesHelp')}
          />
        )}
        sx={{ minWidth: 240 }}
      />
    );
  }
  return (
    <TextField
      {...common}
      type={numeric ? 'number' : 'text'}
      value={condition.value === undefined ? '' : String(condition.value)}
      onChange={(event) => {
        const raw = event.target.value;
        onChange({ ...condition, value: numeric && raw !== '' ? Number(raw) : raw });
      }}
    />
  );
}

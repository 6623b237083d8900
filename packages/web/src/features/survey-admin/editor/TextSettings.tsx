import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS, SURVEY_SPECIAL_FIELDS, type SurveySpecialField } from '@portal/core';
import { issueAt } from './editor-scope';
import { NumberField } from './NumberField';
import type { QuestionOf, SettingsProps } from './question-props';

const INPUT_TYPES = ['text', 'number', 'date', 'email', 'tel'] as const;
type InputType = (typeof INPUT_TYPES)[number];

/** The shortest and longest answer of a text or comment, in characters. */
export function LengthFields<Q extends QuestionOf<'text' | 'comment'>>({
  question,
  onChange,
  scope,
  path,
}: SettingsProps<Q>) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NumberField
        label={t('surveyAdmin.editor.minLength')}
        value={question.minLength}
        min={0}
        max={SURVEY_LIMITS.answerText}
        issue={issueAt(scope, path, 'minLength')}
        onChange={(minLength) => onChange({ ...question, minLength })}
      />
      <NumberField
        label={t('surveyAdmin.editor.maxLength')}
        value={question.maxLength}
        min={1}
        max={SURVEY_LIMITS.answerText}
        issue={issueAt(scope, path, 'maxLength')}
        onChange={(maxLength) => onChange({ ...question, maxLength })}
      />
    </Stack>
  );
}

/** The lowest and highest answer: numbers for a number, days for a date. */
function RangeFields({ question, onChange, scope, path }: SettingsProps<QuestionOf<'text'>>) {
  const { t } = useTranslation();
  const isDate = question.inputType === 'date';
  const field = (key: 'min' | 'max') => (
    <TextField
      size="small"
      type={isDate ? 'date' : 'number'}
      label={t(`surveyAdmin.editor.${key}`)}
      value={question[key] ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        const value = raw === '' ? undefined : isDate ? raw : Number(raw);
        onChange({ ...question, [key]: value });
      }}
      error={issueAt(scope, path, key) !== undefined}
      helperText={issueAt(scope, path, key)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('min')}
      {field('max')}
    </Stack>
  );
}

/** A one-line answer: its kind (text, number, date, e-mail, phone), limits and special field. */
export function TextSettings(props: SettingsProps<QuestionOf<'text'>>) {
  const { t } = useTranslation();
  const { question, onChange } = props;
  const inputType = question.inputType ?? 'text';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('surveyAdmin.editor.inputType')}
          value={inputType}
          onChange={(event) => {
            const next = event.target.value as InputType;
            // Limits of another kind of answer mean nothing for this one.
            onChange({ ...question, inputType: next, min: undefined, max: undefined });
          }}
          sx={{ minWidth: 180 }}
        >
          {INPUT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`surveyAdmin.inputTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('surveyAdmin.editor.special')}
          value={question.special ?? ''}
          onChange={(event) =>
            onChange({
              ...question,
              special: (event.target.value || undefined) as SurveySpecialField | undefined,
            })
          }
          helperText={t('surveyAdmin.editor.specialHelp')}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('surveyAdmin.editor.noSpecial')}</MenuItem>
          {SURVEY_SPECIAL_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(`surveyAdmin.specialFields.${field}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {(inputType === 'number' || inputType === 'date') && <RangeFields {...props} />}
      {inputType !== 'number' && inputType !== 'date' && <LengthFields {...props} />}
    </Stack>
  );
}

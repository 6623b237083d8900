import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import NativeSelect from '@mui/material/NativeSelect';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { surveyText, type TChoice } from '@portal/core';
import { describedBy, type ControlProps } from './QuestionFrame';
import { inputIdOf, questionIds } from './survey-pages';

/** A choice's value as the form holds it (text), and back as the definition gives it. */
const key = (value: TChoice['value']) => String(value);
const choiceOf = (choices: readonly TChoice[], text: string) =>
  choices.find((choice) => key(choice.value) === text)?.value;

/** Large rows a thumb can hit: the whole line is the control's label. */
const rowSx = { minHeight: 44, mr: 0, '& .MuiFormControlLabel-label': { py: 0.75 } };

/** One answer of a list (radiogroup): native radios, so the arrow keys move as everywhere. */
export function RadioQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'radiogroup'>) {
  return (
    <RadioGroup
      name={questionIds(question.name).field}
      aria-labelledby={questionIds(question.name).title}
      aria-describedby={describedBy(question, error)}
      aria-required={question.isRequired || undefined}
      value={value === undefined ? '' : key(value as TChoice['value'])}
      onChange={(event) => onChange(choiceOf(question.choices, event.target.value))}
    >
      {question.choices.map((choice) => (
        <FormControlLabel
          key={key(choice.value)}
          value={key(choice.value)}
          control={<Radio />}
          label={surveyText(choice.text, locale)}
          sx={rowSx}
        />
      ))}
    </RadioGroup>
  );
}

/** One answer of a list in a select (dropdown): the phone's own picker. */
export function DropdownQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'dropdown'>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={value === undefined ? '' : key(value as TChoice['value'])}
      onChange={(event) => onChange(choiceOf(question.choices, event.target.value))}
      error={Boolean(error)}
      fullWidth
      inputProps={{
        id: inputIdOf(question.name),
        'aria-describedby': describedBy(question, error),
        'aria-required': question.isRequired || undefined,
      }}
      sx={{ minHeight: 44 }}
    >
      <option value="">{t('surveys.renderer.choose')}</option>
      {question.choices.map((choice) => (
        <option key={key(choice.value)} value={key(choice.value)}>
          {surveyText(choice.text, locale)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Several answers of a list, with how many may be chosen when the definition limits it. */
export function CheckboxQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'checkbox'>) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const { minSelectedChoices: min, maxSelectedChoices: max } = question;
  const hintId = `${questionIds(question.name).field}-hint`;
  const toggle = (choice: TChoice, on: boolean) => {
    const next = question.choices
      .filter((c) => (c === choice ? on : chosen.includes(key(c.value))))
      .map((c) => c.value);
    onChange(next);
  };
  const hint =
    min && max
      ? t('surveys.renderer.chooseBetween', { min, max })
      : min
        ? t('surveys.renderer.chooseAtLeast', { min })
        : max
          ? t('surveys.renderer.chooseAtMost', { max })
          : null;
  return (
    <>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <FormGroup
        role="group"
        aria-labelledby={questionIds(question.name).title}
        aria-describedby={
          [hint ? hintId : null, describedBy(question, error)].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {question.choices.map((choice) => (
          <FormControlLabel
            key={key(choice.value)}
            control={
              <Checkbox
                checked={chosen.includes(key(choice.value))}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
            }
            label={surveyText(choice.text, locale)}
            sx={rowSx}
          />
        ))}
      </FormGroup>
    </>
  );
}

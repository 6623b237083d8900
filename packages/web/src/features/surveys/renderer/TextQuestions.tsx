import TextField from '@mui/material/TextField';
import { SURVEY_LIMITS } from '@portal/core';
import { describedBy, type ControlProps } from './QuestionFrame';
import { inputIdOf } from './survey-pages';

/** The keyboard a phone shows for each kind of text. */
const INPUT_MODES = {
  number: 'decimal',
  email: 'email',
  tel: 'tel',
  text: 'text',
  date: undefined,
} as const;

/**
 * A short answer by its input type: text, number (kept as a number), date (`YYYY-MM-DD`), e-mail
 * or phone. The question's title is its label.
 */
export function TextQuestion({ question, value, onChange, error }: ControlProps<'text'>) {
  const type = question.inputType ?? 'text';
  const shown = value === undefined ? '' : String(value);
  const limits =
    type === 'number' || type === 'date'
      ? { min: question.min, max: question.max }
      : { maxLength: question.maxLength ?? SURVEY_LIMITS.answerText };
  return (
    <TextField
      type={type}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        if (type !== 'number' || text === '') return onChange(text);
        const number = Number(text);
        onChange(Number.isFinite(number) ? number : text);
      }}
      error={Boolean(error)}
      fullWidth
      autoComplete={question.special ? 'on' : 'off'}
      slotProps={{
        htmlInput: {
          id: inputIdOf(question.name),
          inputMode: INPUT_MODES[type],
          'aria-describedby': describedBy(question, error),
          'aria-required': question.isRequired || undefined,
          ...limits,
        },
      }}
    />
  );
}

/** A long answer. */
export function CommentQuestion({ question, value, onChange, error }: ControlProps<'comment'>) {
  return (
    <TextField
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      multiline
      minRows={3}
      fullWidth
      slotProps={{
        htmlInput: {
          id: inputIdOf(question.name),
          maxLength: question.maxLength ?? SURVEY_LIMITS.answerText,
          'aria-describedby': describedBy(question, error),
          'aria-required': question.isRequired || undefined,
        },
      }}
    />
  );
}

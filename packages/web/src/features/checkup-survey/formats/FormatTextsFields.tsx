import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHECKUP_FEEDBACK_LIMITS,
  FEEDBACK_FORMAT_SECTIONS,
  type FeedbackFormatInput,
  type LocaleCode,
} from '@portal/core';

type Values = { name: string; texts: FeedbackFormatInput['texts'] };

type Props = {
  locale: LocaleCode;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
};

type TextPath =
  | 'header'
  | 'acknowledgeText'
  | 'completedText'
  | 'unavailableText'
  | `sections.${(typeof FEEDBACK_FORMAT_SECTIONS)[number]}.${'title' | 'text'}`
  | `errors.${'submit' | 'incomplete' | 'load' | 'unavailable'}`;

/** The message of a field's error, found by its dotted path under the language's texts. */
function messageAt(errors: FieldErrors<Values>, locale: LocaleCode, path: TextPath) {
  let node: unknown = errors.texts?.[locale];
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const ERROR_LABELS = {
  submit: 'submitError',
  incomplete: 'incompleteError',
  load: 'loadError',
  unavailable: 'unavailableError',
} as const;

/** Every text of a format in one language: header, sections, acknowledgement, end screens, errors. */
export function FormatTextsFields({ locale, register, errors }: Props) {
  const { t } = useTranslation();
  const field = (path: TextPath, label: string, rows = 1) => {
    const message = messageAt(errors, locale, path);
    const max = path.endsWith('.title')
      ? CHECKUP_FEEDBACK_LIMITS.formatTitle
      : CHECKUP_FEEDBACK_LIMITS.formatText;
    return (
      <TextField
        key={`${locale}.${path}`}
        {...register(`texts.${locale}.${path}`)}
        label={label}
        error={message !== undefined}
        helperText={message}
        multiline={rows > 1}
        minRows={rows}
        fullWidth
        slotProps={{ htmlInput: { maxLength: max } }}
      />
    );
  };
  const heading = (text: string) => (
    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, pt: 1 }}>
      {text}
    </Typography>
  );
  const editor = 'checkupSurvey.formats.editor';
  return (
    <Stack spacing={2}>
      {field('header', t(`${editor}.header`), 2)}
      {FEEDBACK_FORMAT_SECTIONS.map((section) => (
        <Stack key={section} spacing={1.5}>
          {heading(t(`${editor}.section.${section}`))}
          {field(`sections.${section}.title`, t(`${editor}.sectionTitle`))}
          {field(`sections.${section}.text`, t(`${editor}.sectionText`), 2)}
        </Stack>
      ))}
      {field('acknowledgeText', t(`${editor}.acknowledgeText`), 2)}
      {field('completedText', t(`${editor}.completedText`), 2)}
      {field('unavailableText', t(`${editor}.unavailableText`), 2)}
      {heading(t(`${editor}.errorTexts`))}
      {(['submit', 'incomplete', 'load', 'unavailable'] as const).map((key) =>
        field(`errors.${key}`, t(`${editor}.${ERROR_LABELS[key]}`), 2),
      )}
    </Stack>
  );
}

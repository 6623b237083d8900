import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKUP_FEEDBACK_LIMITS,
  type CheckupFeedbackError,
  type FeedbackFormatSection,
  type FeedbackFormatTexts,
} from '@portal/core';
import { RequiredMark } from '../../../ui/RequiredMark';
import { fieldId } from './survey-answers';

/** One part of the survey: the format's title and lead text over its questions. */
export function SurveySection({
  section,
  texts,
  required,
  children,
}: {
  section: FeedbackFormatSection;
  texts: FeedbackFormatTexts;
  /** The section is one required question (its title names the answer). */
  required?: boolean;
  children: ReactNode;
}) {
  const { title, text } = texts.sections[section];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`checkup-section-${section}`}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={`checkup-section-${section}`} variant="h2" component="h3" gutterBottom>
        {title}
        {required && <RequiredMark />}
      </Typography>
      {text && (
        <Typography
          id={sectionTextId(section)}
          color="text.secondary"
          sx={{ mb: 2, whiteSpace: 'pre-line' }}
        >
          {text}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/** The id of a section's text (its question), which a question answered there names as its description. */
export const sectionTextId = (section: FeedbackFormatSection) => `checkup-section-${section}-text`;

/** The id of a field's error message, which its control names with aria-describedby. */
export const errorId = (field: string) => `${fieldId(field)}-error`;

/** A broken rule under its field, in the reader's language (en-us: the spec's exact words). */
export function FieldError({
  field,
  error,
}: {
  field: string;
  error: CheckupFeedbackError | undefined;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Typography id={errorId(field)} variant="body2" color="error" sx={{ mt: 0.5, fontWeight: 600 }}>
      {t(`checkupSurvey.validation.${error.rule}`)}
    </Typography>
  );
}

type CommentProps = {
  field: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  required?: boolean;
  error?: CheckupFeedbackError;
  minRows?: number;
};

/** A comment box; its error (a comment the rating needs) is written under it. */
export function CommentField({
  field,
  value,
  onChange,
  label,
  required,
  error,
  minRows = 2,
}: CommentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <TextField
        id={fieldId(field)}
        label={
          label ??
          (required ? t('checkupSurvey.survey.comment') : t('checkupSurvey.survey.commentOptional'))
        }
        required={required}
        error={Boolean(error)}
        slotProps={{
          htmlInput: {
            maxLength: CHECKUP_FEEDBACK_LIMITS.comment,
            'aria-describedby': error ? errorId(field) : undefined,
          },
          // Resting in the empty box, a long label wraps there instead of ending in an ellipsis.
          inputLabel: { sx: { '&:not(.MuiInputLabel-shrink)': { whiteSpace: 'normal' } } },
        }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={minRows}
        fullWidth
      />
      <FieldError field={field} error={error} />
    </div>
  );
}

import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS, surveyText, type TSurveyText } from '@portal/core';
import { textIn, withText } from './definition-draft';
import type { EditorScope } from './editor-scope';

type Props = {
  label: string;
  text: TSurveyText | undefined;
  scope: EditorScope;
  onChange: (text: TSurveyText) => void;
  /** core's issue for this text, when it has one. */
  issue?: string | undefined;
  multiline?: boolean;
};

/**
 * A text of the definition in the language edited. Empty in a language, respondents read what
 * `surveyText` falls back on; the field shows that as its placeholder.
 */
export function SurveyTextField({ label, text, scope, onChange, issue, multiline }: Props) {
  const { t } = useTranslation();
  const { language } = scope;
  const fallback = language === 'default' ? '' : surveyText(text, language);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={textIn(text, language)}
      placeholder={fallback}
      onChange={(event) => onChange(withText(text, language, event.target.value))}
      error={issue !== undefined}
      helperText={
        issue ?? (fallback ? t('surveyAdmin.editor.fallsBack', { text: fallback }) : undefined)
      }
      slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.text } }}
    />
  );
}

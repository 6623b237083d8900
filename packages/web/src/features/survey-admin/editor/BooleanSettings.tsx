import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { issueAt } from './editor-scope';
import type { QuestionOf, SettingsProps } from './question-props';
import { SurveyTextField } from './SurveyTextField';

/** Yes/no: the words of each answer (the respondent's language's yes and no when empty). */
export function BooleanSettings({
  question,
  onChange,
  scope,
  path,
}: SettingsProps<QuestionOf<'boolean'>>) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SurveyTextField
        label={t('surveyAdmin.editor.labelTrue')}
        text={question.labelTrue}
        scope={scope}
        issue={issueAt(scope, path, 'labelTrue')}
        onChange={(labelTrue) => onChange({ ...question, labelTrue })}
      />
      <SurveyTextField
        label={t('surveyAdmin.editor.labelFalse')}
        text={question.labelFalse}
        scope={scope}
        issue={issueAt(scope, path, 'labelFalse')}
        onChange={(labelFalse) => onChange({ ...question, labelFalse })}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ChoicesEditor } from './ChoicesEditor';
import type { QuestionOf, SettingsProps } from './question-props';

/** A Likert matrix: its rows (statements) and columns (the scale). */
export function MatrixSettings({
  question,
  onChange,
  scope,
  path,
}: SettingsProps<QuestionOf<'matrix'>>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ChoicesEditor
        label={t('surveyAdmin.editor.rows')}
        choices={question.rows}
        onChange={(rows) => onChange({ ...question, rows })}
        scope={scope}
        path={`${path}.rows`}
        prefix="row"
      />
      <ChoicesEditor
        label={t('surveyAdmin.editor.columns')}
        choices={question.columns}
        onChange={(columns) => onChange({ ...question, columns })}
        scope={scope}
        path={`${path}.columns`}
        prefix="column"
        numeric
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS } from '@portal/core';
import { ChoicesEditor } from './ChoicesEditor';
import { issueAt } from './editor-scope';
import { NumberField } from './NumberField';
import type { QuestionOf, SettingsProps } from './question-props';

type ChoiceQuestion = QuestionOf<'radiogroup' | 'dropdown' | 'checkbox' | 'ranking'>;

/** Single and multiple choice, dropdown and ranking: the choices (and, for checkboxes, limits). */
export function ChoiceSettings({ question, onChange, scope, path }: SettingsProps<ChoiceQuestion>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ChoicesEditor
        label={t('surveyAdmin.editor.choices')}
        choices={question.choices}
        onChange={(choices) => onChange({ ...question, choices })}
        scope={scope}
        path={`${path}.choices`}
        prefix="item"
      />
      {question.type === 'checkbox' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberField
            label={t('surveyAdmin.editor.minSelected')}
            value={question.minSelectedChoices}
            min={1}
            max={SURVEY_LIMITS.choices}
            issue={issueAt(scope, path, 'minSelectedChoices')}
            onChange={(minSelectedChoices) => onChange({ ...question, minSelectedChoices })}
          />
          <NumberField
            label={t('surveyAdmin.editor.maxSelected')}
            value={question.maxSelectedChoices}
            min={1}
            max={SURVEY_LIMITS.choices}
            issue={issueAt(scope, path, 'maxSelectedChoices')}
            onChange={(maxSelectedChoices) => onChange({ ...question, maxSelectedChoices })}
          />
        </Stack>
      )}
    </Stack>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_OPERATORS,
  surveyText,
  type ConditionOperator,
  type TCondition,
  type TSurveyQuestion,
} from '@portal/core';
import { useLocale } from './use-locale';
import { ConditionValueField } from './ConditionValueField';
import { issueAt, type EditorScope } from './editor-scope';

type Props = {
  condition: TCondition | undefined;
  /** The questions before this one: a condition looks back only. */
  earlier: TSurveyQuestion[];
  onChange: (condition: TCondition | undefined) => void;
  scope: EditorScope;
  path: string;
};

/** "Show this question only when" an earlier answer meets an operator and a value. */
export function ConditionEditor({ condition, earlier, onChange, scope, path }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const source = earlier.find((q) => q.name === condition?.question);
  const here = `${path}.visibleWhen`;
  const setOperator = (operator: ConditionOperator) => {
    if (!condition) return;
    // `anyOf` compares with several values, `answered` with none, the others with one.
    const { value, values } = condition;
    if (operator === 'anyOf')
      onChange({
        question: condition.question,
        operator,
        values: values ?? (value === undefined || typeof value === 'boolean' ? [] : [value]),
      });
    else if (operator === 'answered') onChange({ question: condition.question, operator });
    else onChange({ question: condition.question, operator, value: value ?? values?.[0] ?? '' });
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="group"
      aria-label={t('surveyAdmin.editor.condition')}
    >
      <TextField
        select
        size="small"
        label={t('surveyAdmin.editor.showWhen')}
        value={condition?.question ?? ''}
        onChange={(event) => {
          const question = event.target.value;
          onChange(question ? { question, operator: 'answered' } : undefined);
        }}
        error={issueAt(scope, here) !== undefined || issueAt(scope, here, 'question') !== undefined}
        helperText={issueAt(scope, here) ?? issueAt(scope, here, 'question')}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{t('surveyAdmin.editor.always')}</MenuItem>
        {condition && !source && (
          <MenuItem value={condition.question}>{condition.question}</MenuItem>
        )}
        {earlier.map((q) => (
          <MenuItem key={q.name} value={q.name}>
            {surveyText(q.title, locale) || q.name}
          </MenuItem>
        ))}
      </TextField>
      {condition && (
        <TextField
          select
          size="small"
          label={t('surveyAdmin.editor.operator')}
          value={condition.operator}
          onChange={(event) => setOperator(event.target.value as ConditionOperator)}
          sx={{ minWidth: 180 }}
        >
          {CONDITION_OPERATORS.map((operator) => (
            <MenuItem key={operator} value={operator}>
              {t(`surveyAdmin.operators.${operator}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {condition && condition.operator !== 'answered' && (
        <ConditionValueField
          condition={condition}
          source={source}
          onChange={onChange}
          issue={issueAt(scope, here, 'value')}
        />
      )}
    </Stack>
  );
}

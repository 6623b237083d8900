import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { issueAt } from './editor-scope';
import { NumberField } from './NumberField';
import type { QuestionOf, SettingsProps } from './question-props';
import { SurveyTextField } from './SurveyTextField';

/** A rating scale: its lowest and highest value and the words at each end. */
export function RatingSettings({
  question,
  onChange,
  scope,
  path,
}: SettingsProps<QuestionOf<'rating'>>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          label={t('surveyAdmin.editor.rateMin')}
          value={question.rateMin}
          min={0}
          max={10}
          issue={issueAt(scope, path, 'rateMin')}
          onChange={(rateMin) => onChange({ ...question, rateMin })}
        />
        <NumberField
          label={t('surveyAdmin.editor.rateMax')}
          value={question.rateMax}
          min={1}
          max={11}
          issue={issueAt(scope, path, 'rateMax')}
          onChange={(rateMax) => onChange({ ...question, rateMax })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SurveyTextField
          label={t('surveyAdmin.editor.minRateDescription')}
          text={question.minRateDescription}
          scope={scope}
          issue={issueAt(scope, path, 'minRateDescription')}
          onChange={(minRateDescription) => onChange({ ...question, minRateDescription })}
        />
        <SurveyTextField
          label={t('surveyAdmin.editor.maxRateDescription')}
          text={question.maxRateDescription}
          scope={scope}
          issue={issueAt(scope, path, 'maxRateDescription')}
          onChange={(maxRateDescription) => onChange({ ...question, maxRateDescription })}
        />
      </Stack>
    </Stack>
  );
}

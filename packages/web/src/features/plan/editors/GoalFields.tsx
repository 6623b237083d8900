import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TRACTION_PLAN_LIMITS, type TractionPlanContent } from '@portal/core';

type Props = {
  plan: TractionPlanContent;
  onChange: (patch: Partial<TractionPlanContent>) => void;
  /** Which of the texts to show (the builder shows one per step; the plan page both). */
  fields: ReadonlyArray<'goal' | 'impactStatement'>;
};

/** The goal (with the coach's name) and the impact statement. */
export function GoalFields({ plan, onChange, fields }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {fields.includes('goal') && (
        <>
          <TextField
            label={t('plan.sections.goal')}
            helperText={t('plan.goal.goalHelp')}
            value={plan.goal}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.text } }}
            onChange={(event) => onChange({ goal: event.target.value })}
          />
          <TextField
            label={t('plan.goal.coach')}
            value={plan.coach}
            slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.name } }}
            onChange={(event) => onChange({ coach: event.target.value })}
          />
        </>
      )}
      {fields.includes('impactStatement') && (
        <TextField
          label={t('plan.sections.impactStatement')}
          helperText={t('plan.goal.impactHelp')}
          value={plan.impactStatement}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.text } }}
          onChange={(event) => onChange({ impactStatement: event.target.value })}
        />
      )}
    </Stack>
  );
}

import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TractionPlanContent } from '@portal/core';
import { ConstraintsEditor } from './editors/ConstraintsEditor';
import { GoalFields } from './editors/GoalFields';
import { PartnersEditor } from './editors/PartnersEditor';
import { StrengthsEditor } from './editors/StrengthsEditor';
import { PlanSection } from './PlanSections';
import { usePlanSuggestions } from './use-plan-suggestions';

type Props = {
  plan: TractionPlanContent;
  ownerId: string;
  onChange: (patch: Partial<TractionPlanContent>) => void;
};

/** The whole plan in one form, for editing on the plan page. */
export function PlanEditForm({ plan, ownerId, onChange }: Props) {
  const { t } = useTranslation();
  const suggestions = usePlanSuggestions(ownerId);
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <GoalFields plan={plan} onChange={onChange} fields={['goal', 'impactStatement']} />
      <PlanSection title={t('plan.sections.strengths')}>
        <StrengthsEditor
          strengths={plan.strengths}
          suggestions={suggestions.strengths}
          onChange={(strengths) => onChange({ strengths })}
        />
      </PlanSection>
      <PlanSection title={t('plan.sections.constraints')}>
        <ConstraintsEditor
          constraints={plan.constraints}
          options={suggestions.options}
          onChange={(constraints) => onChange({ constraints })}
        />
      </PlanSection>
      <PlanSection title={t('plan.sections.accountabilityPartners')}>
        <PartnersEditor
          kind="accountabilityPartners"
          partners={plan.accountabilityPartners}
          onChange={(accountabilityPartners) => onChange({ accountabilityPartners })}
        />
      </PlanSection>
      <PlanSection title={t('plan.sections.sharedPartners')}>
        <PartnersEditor
          kind="sharedPartners"
          partners={plan.sharedPartners}
          onChange={(sharedPartners) => onChange({ sharedPartners })}
        />
      </PlanSection>
    </Stack>
  );
}

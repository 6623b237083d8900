import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isPlanComplete, type TractionPlanContent } from '@portal/core';
import type { ConstraintOption } from '../constraint-options';
import { ConstraintsEditor } from '../editors/ConstraintsEditor';
import { GoalFields } from '../editors/GoalFields';
import { PartnersEditor } from '../editors/PartnersEditor';
import { StrengthsEditor } from '../editors/StrengthsEditor';
import { PlanSections } from '../PlanSections';

/** The builder's steps, in order (the spec's guided flow). */
export const BUILDER_STEPS = [
  'goal',
  'impact',
  'strengths',
  'constraints',
  'accountability',
  'shared',
  'review',
] as const;
export type BuilderStepKey = (typeof BUILDER_STEPS)[number];

type Props = {
  step: BuilderStepKey;
  plan: TractionPlanContent;
  options: readonly ConstraintOption[];
  strengths: readonly string[];
  onChange: (patch: Partial<TractionPlanContent>) => void;
  /** Finishing e-mails the review link to the partners (null: the brand does not share plans). */
  share: boolean | null;
  onShare: (share: boolean) => void;
};

function StepEditor({
  step,
  plan,
  options,
  strengths,
  onChange,
}: Omit<Props, 'share' | 'onShare'>) {
  switch (step) {
    case 'goal':
      return <GoalFields plan={plan} onChange={onChange} fields={['goal']} />;
    case 'impact':
      return <GoalFields plan={plan} onChange={onChange} fields={['impactStatement']} />;
    case 'strengths':
      return (
        <StrengthsEditor
          strengths={plan.strengths}
          suggestions={strengths}
          onChange={(next) => onChange({ strengths: next })}
        />
      );
    case 'constraints':
      return (
        <ConstraintsEditor
          constraints={plan.constraints}
          options={options}
          onChange={(next) => onChange({ constraints: next })}
        />
      );
    case 'accountability':
    case 'shared': {
      const kind = step === 'shared' ? 'sharedPartners' : 'accountabilityPartners';
      return (
        <PartnersEditor
          kind={kind}
          partners={plan[kind]}
          onChange={(next) => onChange({ [kind]: next })}
        />
      );
    }
    case 'review':
      return null;
  }
}

/** One step: its intro, then its editor; the review step shows the whole plan. */
export function BuilderStep(props: Props) {
  const { t } = useTranslation();
  const { step, plan, share, onShare, onChange } = props;
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t(`plan.builder.intro.${step}`)}</Typography>
      <StepEditor {...props} />
      {step === 'review' && (
        <>
          <Alert severity={isPlanComplete(plan) ? 'success' : 'warning'}>
            {isPlanComplete(plan) ? t('plan.builder.complete') : t('plan.builder.incomplete')}
          </Alert>
          <PlanSections plan={plan} />
          <FormControlLabel
            control={
              <Checkbox
                checked={plan.shareEmails}
                onChange={(event) => onChange({ shareEmails: event.target.checked })}
              />
            }
            label={t('plan.builder.shareEmails')}
          />
          {share !== null && (
            <FormControlLabel
              control={
                <Checkbox checked={share} onChange={(event) => onShare(event.target.checked)} />
              }
              label={t('plan.builder.sendLinks')}
            />
          )}
        </>
      )}
    </Stack>
  );
}

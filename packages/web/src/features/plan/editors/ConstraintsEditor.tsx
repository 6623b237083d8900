import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_CONSTRAINT,
  TRACTION_PLAN_LIMITS,
  constraintSlots,
  type TractionPlanConstraint,
} from '@portal/core';
import type { ConstraintOption } from '../constraint-options';
import { ConstraintCard } from './ConstraintCard';
import { Guidance } from './Guidance';

type Props = {
  constraints: readonly TractionPlanConstraint[];
  options: readonly ConstraintOption[];
  onChange: (constraints: TractionPlanConstraint[]) => void;
};

/**
 * The constraints, at least three slots always displayed (the spec's rule); empty slots are
 * dropped by the save.
 */
export function ConstraintsEditor({ constraints, options, onChange }: Props) {
  const { t } = useTranslation();
  const slots = constraintSlots(constraints);
  const set = (index: number, constraint: TractionPlanConstraint) =>
    onChange(slots.map((c, i) => (i === index ? constraint : c)));
  const started = constraints.filter((c) => c.definition.some((l) => l.trim() !== '')).length;
  return (
    <Stack spacing={2}>
      <Guidance met={started > 0} text={t('plan.constraints.guidance')} />
      {slots.map((constraint, i) => (
        <ConstraintCard
          key={i}
          index={i}
          constraint={constraint}
          options={options}
          onChange={(next) => set(i, next)}
          onClear={() => set(i, { ...EMPTY_CONSTRAINT })}
        />
      ))}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={slots.length >= TRACTION_PLAN_LIMITS.constraints}
        onClick={() => onChange([...slots, { ...EMPTY_CONSTRAINT }])}
      >
        {t('plan.constraints.add')}
      </Button>
    </Stack>
  );
}

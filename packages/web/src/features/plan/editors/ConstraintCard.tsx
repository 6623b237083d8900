import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  TRACTION_PLAN_GUIDANCE,
  TRACTION_PLAN_LIMITS,
  isStepKept,
  type TractionPlanConstraint,
} from '@portal/core';
import { CloseIcon } from '../../../ui/icons';
import { constraintFromOption, newStepId, type ConstraintOption } from '../constraint-options';
import { Guidance } from './Guidance';

type Props = {
  index: number;
  constraint: TractionPlanConstraint;
  options: readonly ConstraintOption[];
  onChange: (constraint: TractionPlanConstraint) => void;
  onClear: () => void;
};

const lines = (text: string) => text.split('\n');

/** One constraint slot: pick a constraint (or write one), its definition and its steps. */
export function ConstraintCard({ index, constraint, options, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const chosen = options.find((o) => o.name === constraint.name)?.key ?? '';
  const steps = constraint.steps;
  const range = TRACTION_PLAN_GUIDANCE.stepsPerConstraint;
  const kept = steps.filter(isStepKept).length;
  const report = options.filter((o) => o.fromReport);
  const reference = options.filter((o) => !o.fromReport);
  const setSteps = (next: TractionPlanConstraint['steps']) =>
    onChange({ ...constraint, steps: next });
  const started = constraint.name !== '' || constraint.definition.length > 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {t('plan.constraints.slot', { n })}
          </Typography>
          {started && (
            <Button size="small" color="inherit" onClick={onClear}>
              {t('plan.constraints.clear')}
            </Button>
          )}
        </Stack>
        {options.length > 0 && (
          <TextField
            select
            label={t('plan.constraints.choose')}
            value={chosen}
            onChange={(event) => {
              const option = options.find((o) => o.key === event.target.value);
              if (option) onChange(constraintFromOption(option));
            }}
          >
            {report.length > 0 && <ListSubheader>{t('plan.constraints.fromReport')}</ListSubheader>}
            {report.map((o) => (
              <MenuItem key={o.key} value={o.key}>
                {o.name}
              </MenuItem>
            ))}
            {reference.length > 0 && (
              <ListSubheader>{t('plan.constraints.reference')}</ListSubheader>
            )}
            {reference.map((o) => (
              <MenuItem key={o.key} value={o.key}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t('plan.constraints.name', { n })}
          value={constraint.name}
          slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.name } }}
          onChange={(event) => onChange({ ...constraint, name: event.target.value })}
        />
        <TextField
          label={t('plan.constraints.definition', { n })}
          helperText={t('plan.constraints.definitionHelp')}
          value={constraint.definition.join('\n')}
          multiline
          minRows={2}
          onChange={(event) => onChange({ ...constraint, definition: lines(event.target.value) })}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('plan.sections.steps')}
        </Typography>
        <Guidance
          met={kept >= range.min}
          text={t('plan.constraints.stepsGuidance', { ...range, chosen: kept })}
        />
        {steps.map((step, i) => (
          <Stack key={step.id || i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('plan.constraints.step', { n, step: i + 1 })}
              value={step.description}
              multiline
              fullWidth
              slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.line } }}
              onChange={(event) =>
                setSteps(
                  steps.map((s, j) => (j === i ? { ...s, description: event.target.value } : s)),
                )
              }
            />
            <IconButton
              aria-label={t('plan.constraints.removeStep', { n, step: i + 1 })}
              onClick={() => setSteps(steps.filter((_, j) => j !== i))}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          variant="text"
          sx={{ alignSelf: 'flex-start' }}
          disabled={steps.length >= TRACTION_PLAN_LIMITS.steps}
          onClick={() => setSteps([...steps, { id: newStepId(), description: '' }])}
        >
          {t('plan.constraints.addStep', { n })}
        </Button>
      </Stack>
    </Paper>
  );
}

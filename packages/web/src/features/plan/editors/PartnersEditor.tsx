import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  TRACTION_PLAN_GUIDANCE,
  TRACTION_PLAN_LIMITS,
  type TractionPlanPartner,
} from '@portal/core';
import { CloseIcon } from '../../../ui/icons';
import { Guidance, within } from './Guidance';

type Props = {
  kind: 'accountabilityPartners' | 'sharedPartners';
  partners: readonly TractionPlanPartner[];
  onChange: (partners: TractionPlanPartner[]) => void;
};

const EMPTY_PARTNER: TractionPlanPartner = {
  email: '',
  firstName: '',
  lastName: '',
  includeTPC: true,
  reviewIdIsActive: true,
};

const isNamed = (p: TractionPlanPartner) => p.email.trim() !== '' || p.firstName.trim() !== '';

/**
 * Accountability partners (3 to 5 advised, asked for checkup feedback unless unticked) or
 * shared partners (who read the plan). Blank rows are dropped by the save.
 */
export function PartnersEditor({ kind, partners, onChange }: Props) {
  const { t } = useTranslation();
  const accountability = kind === 'accountabilityPartners';
  const range = TRACTION_PLAN_GUIDANCE.accountabilityPartners;
  const minRows = accountability ? range.min : 1;
  const rows = [
    ...partners,
    ...Array.from({ length: Math.max(0, minRows - partners.length) }, () => EMPTY_PARTNER),
  ];
  const named = partners.filter(isNamed).length;
  const set = (index: number, patch: Partial<TractionPlanPartner>) =>
    onChange(rows.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const field = (
    index: number,
    name: 'firstName' | 'lastName' | 'email',
    partner: TractionPlanPartner,
  ) => (
    <TextField
      size="small"
      label={t(`plan.partners.${name}`, { n: index + 1 })}
      value={partner[name]}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: name === 'email' ? 320 : TRACTION_PLAN_LIMITS.name } }}
      onChange={(event) => set(index, { [name]: event.target.value })}
      sx={{ flex: name === 'email' ? '2 1 220px' : '1 1 140px' }}
    />
  );

  return (
    <Stack spacing={2}>
      <Guidance
        met={accountability ? within(named, range) : named > 0}
        text={
          accountability
            ? t('plan.partners.accountabilityGuidance', { ...range, chosen: named })
            : t('plan.partners.sharedGuidance')
        }
      />
      {rows.map((partner, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            {field(i, 'firstName', partner)}
            {field(i, 'lastName', partner)}
            {field(i, 'email', partner)}
            {accountability && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={partner.includeTPC}
                    onChange={(event) => set(i, { includeTPC: event.target.checked })}
                  />
                }
                label={t('plan.partners.includeTPC')}
              />
            )}
            <IconButton
              aria-label={t('plan.partners.remove', { n: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={rows.length >= TRACTION_PLAN_LIMITS.partners}
        onClick={() => onChange([...rows, EMPTY_PARTNER])}
      >
        {t('plan.partners.add')}
      </Button>
    </Stack>
  );
}

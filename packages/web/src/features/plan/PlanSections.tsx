import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isStepKept,
  type TractionPlanConstraint,
  type TractionPlanContent,
  type TractionPlanPartner,
} from '@portal/core';

export function PlanSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid' }}>
      <Typography
        variant="overline"
        component="h3"
        color="primary"
        sx={{ fontWeight: 700, letterSpacing: '0.08em', display: 'block', mb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('plan.sections.empty')}</Typography>;
}

/** A long text with its line breaks, as text (never HTML). */
export function PlanText({ text }: { text: string }) {
  if (text.trim() === '') return <Empty />;
  return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

export function ConstraintView({
  constraint,
  index,
}: {
  constraint: TractionPlanConstraint;
  index: number;
}) {
  const { t } = useTranslation();
  const steps = constraint.steps.filter(isStepKept);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {constraint.name || t('plan.constraints.slot', { n: index + 1 })}
      </Typography>
      {constraint.definition.length > 0 && (
        <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 2.5, color: 'text.secondary' }}>
          {constraint.definition.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('plan.sections.steps')}
      </Typography>
      {steps.length === 0 ? (
        <Empty />
      ) : (
        <Box component="ol" sx={{ my: 0.5, pl: 2.5 }}>
          {steps.map((step) => (
            <li key={step.id}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{step.description}</Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const partnerName = (partner: TractionPlanPartner) =>
  [partner.firstName, partner.lastName].filter(Boolean).join(' ');

function PartnerList({ partners }: { partners: readonly TractionPlanPartner[] }) {
  if (partners.length === 0) return <Empty />;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {partners.map((partner, i) => (
        <li key={`${partner.email}-${i}`}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {partnerName(partner) || partner.email}
          </Typography>
          {partner.email && partnerName(partner) && (
            <Typography component="span" color="text.secondary">
              {' '}
              · {partner.email}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** The plan's content, read-only: the plan page, the review link, versions and print. */
export function PlanSections({ plan }: { plan: TractionPlanContent }) {
  const { t } = useTranslation();
  const constraints = plan.constraints.filter((c) => c.name || c.definition.length > 0);
  return (
    <Stack spacing={3}>
      <PlanSection title={t('plan.sections.goal')}>
        <PlanText text={plan.goal} />
      </PlanSection>
      <PlanSection title={t('plan.sections.impactStatement')}>
        <PlanText text={plan.impactStatement} />
      </PlanSection>
      <PlanSection title={t('plan.sections.strengths')}>
        {plan.strengths.length === 0 ? (
          <Empty />
        ) : (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {plan.strengths.map((strength) => (
              <Chip key={strength} label={strength} variant="outlined" />
            ))}
          </Stack>
        )}
      </PlanSection>
      <PlanSection title={t('plan.sections.constraints')}>
        {constraints.length === 0 ? (
          <Empty />
        ) : (
          <Stack spacing={1.5}>
            {constraints.map((constraint, i) => (
              <ConstraintView key={i} constraint={constraint} index={i} />
            ))}
          </Stack>
        )}
      </PlanSection>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <PlanSection title={t('plan.sections.accountabilityPartners')}>
            <PartnerList partners={plan.accountabilityPartners} />
          </PlanSection>
        </Box>
        <Box sx={{ flex: 1 }}>
          <PlanSection title={t('plan.sections.sharedPartners')}>
            <PartnerList partners={plan.sharedPartners} />
          </PlanSection>
        </Box>
      </Stack>
    </Stack>
  );
}

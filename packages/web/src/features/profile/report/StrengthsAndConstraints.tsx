import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReportScale } from '@portal/core';

type Props = {
  strengths: readonly ReportScale[];
  constraints: readonly ReportScale[];
  /** Off in print views and for a coach reading someone else's report. */
  planLinks: boolean;
};

/** Where a constraint starts a plan: the plan builder takes the scale by its code. */
export const planBuilderLink = (scaleCode: string) =>
  `/planBuilder?constraint=${encodeURIComponent(scaleCode)}`;

/** The report's strengths and top constraints; each constraint can start a Traction Plan. */
export function StrengthsAndConstraints({ strengths, constraints, planLinks }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={t('profile.report.strengths')} empty={t('profile.report.noStrengths')}>
        {strengths.map((scale) => (
          <ScaleCard key={scale.code} scale={scale} lines={scale.strengths} />
        ))}
      </Section>
      <Section title={t('profile.report.constraints')} empty={t('profile.report.noConstraints')}>
        {constraints.map((scale) => (
          <ScaleCard key={scale.code} scale={scale} lines={scale.definition}>
            {planLinks && (
              <Button
                component={RouterLink}
                to={planBuilderLink(scale.code)}
                variant="outlined"
                size="small"
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('profile.report.startPlan', { scale: scale.displayName })}
              </Button>
            )}
          </ScaleCard>
        ))}
      </Section>
    </Box>
  );
}

function Section(props: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="h6" component="h3">
        {props.title}
      </Typography>
      {props.children.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        props.children
      )}
    </Stack>
  );
}

function ScaleCard(props: {
  scale: ReportScale;
  lines: readonly string[];
  children?: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {props.scale.displayName}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {props.lines.map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
        {props.children}
      </Stack>
    </Paper>
  );
}

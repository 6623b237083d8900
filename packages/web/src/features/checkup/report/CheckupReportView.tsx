import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  INTERACTION_FREQUENCIES,
  formatDate,
  type CheckupReport,
  type CheckupReportComment,
  type CheckupReportConstraint,
} from '@portal/core';
import { PlanSection, PlanText } from '../../plan/PlanSections';
import { PRINT_CLASSES } from '../../print/PrintLayout';
import { RatingSummaryView } from './RatingSummaryView';

/** Partners' comments as text (never HTML), with the partner's name unless anonymous. */
export function CommentList({ comments }: { comments: readonly CheckupReportComment[] }) {
  const { t } = useTranslation();
  if (comments.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {comments.map((comment, i) => (
        <Box
          component="li"
          key={i}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, breakInside: 'avoid' }}
        >
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            “{comment.text}”
          </Typography>
          <Typography variant="caption" color="text.secondary">
            — {comment.from ?? t('checkup.report.anonymousPartner')}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function Frequencies({ report }: { report: CheckupReport }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {INTERACTION_FREQUENCIES.map((frequency) => (
        <Chip
          key={frequency}
          variant="outlined"
          label={`${t(`checkup.frequencies.${frequency}`)}: ${report.interactionFrequencies[frequency] ?? 0}`}
        />
      ))}
    </Stack>
  );
}

function Strengths({ report }: { report: CheckupReport }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...report.strengths.map((strength) => strength.chosenCount));
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[...report.strengths]
          .sort((a, b) => b.chosenCount - a.chosenCount)
          .map((strength) => (
            <Box component="li" key={strength.text}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{strength.text}</Typography>
                <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
                  {t('checkup.report.chosenBy', { count: strength.chosenCount })}
                </Typography>
              </Stack>
              <Box sx={{ height: 6, bgcolor: 'action.hover', borderRadius: 3 }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${(strength.chosenCount / most) * 100}%`,
                    bgcolor: 'primary.main',
                    borderRadius: 3,
                  }}
                />
              </Box>
            </Box>
          ))}
      </Stack>
      <CommentList comments={report.strengthComments} />
    </Stack>
  );
}

function ConstraintReport({ constraint }: { constraint: CheckupReportConstraint }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" className={PRINT_CLASSES.keepTogether} sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {constraint.name}
      </Typography>
      {constraint.definition.length > 0 && (
        <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 2.5, color: 'text.secondary' }}>
          {constraint.definition.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Chip
          color="success"
          variant="outlined"
          label={t('checkup.report.agreeCount', { count: constraint.agreeCount })}
        />
        <Chip
          color="warning"
          variant="outlined"
          label={t('checkup.report.disagreeCount', { count: constraint.disagreeCount })}
        />
      </Stack>
      <CommentList comments={constraint.comments} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {constraint.steps.map((step) => (
          <Box key={step.id} sx={{ breakInside: 'avoid' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
              {step.description}
            </Typography>
            <RatingSummaryView summary={step} />
            <Box sx={{ mt: 1 }}>
              <CommentList comments={step.comments} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** The header of a report: whose, which event, how many partners answered. */
export function ReportHeading({ report }: { report: CheckupReport }) {
  const { t, i18n } = useTranslation();
  const released = report.reportedDate
    ? formatDate(report.reportedDate, i18n.language, { length: 'short' })
    : null;
  return (
    <div>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {`${report.participantFirstName} ${report.participantLastName}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          report.eventName,
          released && t('checkup.report.released', { date: released }),
          t('checkup.report.responses', {
            answered: report.responseCount,
            requested: report.requestedCount,
          }),
          report.isAnonymous && t('checkup.report.anonymous'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </div>
  );
}

/**
 * A participant's checkup report: the partners' answers gathered per strength, constraint and
 * step (averages, distribution, N/A count, comments), their interaction frequencies and
 * encouragements. The same body on screen, in the dialog and in the print view.
 */
export function CheckupReportView({ report }: { report: CheckupReport }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ReportHeading report={report} />
      {report.responseCount === 0 && (
        <Typography color="text.secondary">{t('checkup.report.noResponses')}</Typography>
      )}
      <PlanSection title={t('checkup.report.goal')}>
        <PlanText text={report.goal} />
      </PlanSection>
      <PlanSection title={t('checkup.report.overall')}>
        <RatingSummaryView summary={report.overall} />
      </PlanSection>
      <PlanSection title={t('checkup.report.interaction')}>
        <Frequencies report={report} />
      </PlanSection>
      <PlanSection title={t('checkup.report.strengths')}>
        <Strengths report={report} />
      </PlanSection>
      <PlanSection title={t('checkup.report.constraints')}>
        <Stack spacing={2}>
          {report.constraints.map((constraint) => (
            <ConstraintReport key={constraint.index} constraint={constraint} />
          ))}
        </Stack>
      </PlanSection>
      <PlanSection title={t('checkup.report.encouragement')}>
        {report.encouragements.length === 0 ? (
          <Typography color="text.secondary">{t('checkup.report.noComments')}</Typography>
        ) : (
          <CommentList comments={report.encouragements} />
        )}
      </PlanSection>
    </Stack>
  );
}

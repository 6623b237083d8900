import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN, type ComputedReport, type ProfileReportData } from '@portal/core';
import { GroupBreakdown } from './GroupBreakdown';
import { ScalePlot } from './ScalePlot';
import { StrengthsAndConstraints } from './StrengthsAndConstraints';

/** The parts of a report a `view` shows; print views show them all. */
export const REPORT_VIEWS = ['overview', 'groups', 'comments'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

export const reportViewOf = (value: string | undefined): ReportView =>
  (REPORT_VIEWS as readonly string[]).includes(value ?? '') ? (value as ReportView) : 'overview';

/**
 * What the body shows: a stored report, or the content of a preview (PreviewProfileReport
 * answers the computed content only: no participant names and no merging notes).
 */
export type ReportContent = ComputedReport &
  Partial<Pick<ProfileReportData, 'participantFirstName' | 'participantLastName' | 'merging'>>;

type Props = {
  report: ReportContent;
  /** The views to show, in order. */
  views: readonly ReportView[];
  planLinks: boolean;
};

/** A 360 report's content, shared by the screen and the print views. */
export function ReportBody({ report, views, planLinks }: Props) {
  const { t } = useTranslation();
  const name = [report.participantFirstName, report.participantLastName].filter(Boolean).join(' ');
  return (
    <Stack spacing={4}>
      {views.includes('overview') && (
        <>
          <Box component="section">
            <Typography variant="h6" component="h3" gutterBottom>
              {t('profile.report.scales')}
            </Typography>
            <ScalePlot
              rows={report.scales}
              min={ANSWER_MIN}
              max={ANSWER_MAX}
              title={t('profile.plot.title', { name })}
            />
          </Box>
          <StrengthsAndConstraints
            strengths={report.strengths}
            constraints={report.topConstraints}
            planLinks={planLinks}
          />
        </>
      )}
      {views.includes('groups') && report.merging && (
        <Box component="section">
          <Typography variant="h6" component="h3" gutterBottom>
            {t('profile.report.breakdown')}
          </Typography>
          <GroupBreakdown groups={report.groups} scales={report.scales} merging={report.merging} />
        </Box>
      )}
      {views.includes('comments') && (
        <Box component="section">
          <Typography variant="h6" component="h3" gutterBottom>
            {t('profile.report.comments')}
          </Typography>
          {report.comments.length === 0 ? (
            <Typography color="text.secondary">{t('profile.report.noComments')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
              {report.comments.map((comment, index) => (
                // Comments are plain text from describers, rendered as text, never as HTML.
                <Typography component="li" key={index} sx={{ whiteSpace: 'pre-wrap' }}>
                  {comment}
                </Typography>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  type InsightsReport,
  type ProfileReportData,
  type ScaleTarget,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { saveRangeSelections, setInsightsIncomplete } from '../profile-api';
import { ScalePlot } from '../report/ScalePlot';
import { useProfileAction } from '../use-profile-action';

type Props = { insights: InsightsReport; report: ProfileReportData; previewOnly: boolean };

/** The ranges of every scale: the coach's selection where saved, else the report's own. */
function initialRanges(insights: InsightsReport, report: ProfileReportData): ScaleTarget[] {
  return report.scales.map(
    (scale) =>
      insights.rangeSelections.find((r) => r.scaleCode === scale.code) ?? {
        scaleCode: scale.code,
        targetLow: scale.targetLow,
        targetHigh: scale.targetHigh,
      },
  );
}

/** Range sliders per scale beside the plot redrawn with them; save, complete, reopen. */
export function InsightsEditor({ insights, report, previewOnly }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useProfileAction();
  const [ranges, setRanges] = useState(() => initialRanges(insights, report));
  const [complete, setComplete] = useState(insights.isComplete);
  const rangeOf = (code: string) => ranges.find((r) => r.scaleCode === code);
  const rows = report.scales.map((scale) => ({ ...scale, ...rangeOf(scale.code) }));
  const name = `${report.participantFirstName} ${report.participantLastName}`.trim();

  const save = async (isComplete: boolean) => {
    const saved = await run(
      () => saveRangeSelections(api, { id: insights.id, rangeSelections: ranges, isComplete }),
      isComplete ? t('profile.insights.completed') : t('profile.insights.saved'),
    );
    if (saved) setComplete(saved.isComplete);
  };
  const reopen = async () => {
    const saved = await run(
      () => setInsightsIncomplete(api, insights.id),
      t('profile.insights.reopened'),
    );
    if (saved) setComplete(false);
  };
  const setRange = (code: string, [low, high]: number[]) =>
    setRanges((old) =>
      old.map((r) =>
        r.scaleCode === code
          ? { ...r, targetLow: low ?? r.targetLow, targetHigh: high ?? r.targetHigh }
          : r,
      ),
    );

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <div>
            <Typography variant="h1" component="h2">
              {t('route.insightsReportBuilder')}
            </Typography>
            <Typography color="text.secondary">
              {name} · {report.formattedLabel}
            </Typography>
          </div>
          <Chip
            color={complete ? 'success' : 'default'}
            label={complete ? t('profile.insights.isComplete') : t('profile.insights.draft')}
          />
        </Stack>
        {complete && <Alert severity="success">{t('profile.insights.completeHint')}</Alert>}
        <ScalePlot
          rows={rows}
          min={ANSWER_MIN}
          max={ANSWER_MAX}
          title={t('profile.plot.title', { name })}
        />
        {!previewOnly && (
          <Stack component="section" spacing={1.5}>
            <Typography variant="h6" component="h3">
              {t('profile.insights.ranges')}
            </Typography>
            {report.scales.map((scale) => {
              const range = rangeOf(scale.code);
              return (
                <Stack
                  key={scale.code}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0, sm: 3 }}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Typography sx={{ width: { sm: 220 }, fontWeight: 600 }}>
                    {scale.displayName}
                  </Typography>
                  <Slider
                    value={[range?.targetLow ?? ANSWER_MIN, range?.targetHigh ?? ANSWER_MAX]}
                    min={ANSWER_MIN}
                    max={ANSWER_MAX}
                    step={0.25}
                    marks
                    disabled={complete}
                    valueLabelDisplay="auto"
                    getAriaLabel={(thumb) =>
                      t(thumb === 0 ? 'profile.insights.low' : 'profile.insights.high', {
                        scale: scale.displayName,
                      })
                    }
                    onChange={(_, value) => setRange(scale.code, value as number[])}
                    sx={{ flex: 1 }}
                  />
                </Stack>
              );
            })}
          </Stack>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!complete && !previewOnly && (
            <>
              <Button variant="outlined" disabled={busy} onClick={() => void save(false)}>
                {t('profile.common.save')}
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => void save(true)}>
                {t('profile.insights.complete')}
              </Button>
            </>
          )}
          {complete && (
            <Button variant="outlined" disabled={busy} onClick={() => void reopen()}>
              {t('profile.insights.reopen')}
            </Button>
          )}
          <Button component={RouterLink} to={`/report/${encodeURIComponent(report.reportCode)}`}>
            {t('profile.insights.backToReport')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

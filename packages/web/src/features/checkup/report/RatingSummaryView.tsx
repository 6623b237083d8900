import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CHECKUP_RATINGS, formatNumber, type CheckupRatingSummary } from '@portal/core';

/** Colours of ratings 1 to 5, from disagreement to agreement (printed as on screen). */
export const RATING_COLOURS = ['#c62828', '#ef8a3a', '#9e9e9e', '#7cb342', '#2e7d32'] as const;

/** The average as the reader's language writes it, or a dash when nobody rated. */
export function useFormatAverage() {
  const { i18n } = useTranslation();
  return (average: number | null) =>
    average === null ? '–' : formatNumber(average, i18n.language, { min: 1, max: 2 });
}

/**
 * A rating summary: the average out of 5, a bar of the five ratings side by side (each as wide
 * as its share; one image, its counts in its name) and the count of each, with the N/A answers
 * beside.
 */
export function RatingSummaryView({ summary }: { summary: CheckupRatingSummary }) {
  const { t } = useTranslation();
  const format = useFormatAverage();
  const total = summary.ratedCount;
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {format(summary.average)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('checkup.report.outOf5')} ·{' '}
          {t('checkup.report.ratedCount', { count: summary.ratedCount })}
          {summary.notApplicableCount > 0 &&
            ` · ${t('checkup.report.notApplicableCount', { count: summary.notApplicableCount })}`}
        </Typography>
      </Stack>
      {total > 0 && (
        <Box
          role="img"
          aria-label={CHECKUP_RATINGS.map(
            (rating, i) => `${t(`checkup.ratings.${rating}`)}: ${summary.distribution[i] ?? 0}`,
          ).join(', ')}
          sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden' }}
        >
          {CHECKUP_RATINGS.map((rating, i) => {
            const count = summary.distribution[i] ?? 0;
            if (count === 0) return null;
            return <Box key={rating} sx={{ flexGrow: count, bgcolor: RATING_COLOURS[i] }} />;
          })}
        </Box>
      )}
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, m: 0 }}
      >
        {CHECKUP_RATINGS.map((rating, i) => (
          <Stack key={rating} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: RATING_COLOURS[i] }}
            />
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`checkup.ratings.${rating}`)}
            </Typography>
            <Typography component="dd" variant="caption" sx={{ m: 0, fontWeight: 600 }}>
              {summary.distribution[i] ?? 0}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}

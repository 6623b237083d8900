import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANSWER_MAX, ANSWER_MIN } from '@portal/core';

/** One series of the chart: its name and its score per scale code (null: no score). */
export type ChartSeries = { name: string; scoreOf: (code: string) => number | null | undefined };

type Props = {
  scales: readonly { code: string; displayName: string }[];
  series: readonly ChartSeries[];
  title: string;
};

const COLOURS = ['grey.600', 'primary.main', 'secondary.main', 'success.main', 'warning.main'];
const widthOf = (score: number) =>
  `${((Math.min(ANSWER_MAX, Math.max(ANSWER_MIN, score)) - ANSWER_MIN) / (ANSWER_MAX - ANSWER_MIN)) * 100}%`;

/**
 * The breakdown as bars: per scale, one bar per series (self, all describers, each group) on the
 * answer scale. Plain boxes, no chart library; each bar names its series and score for readers
 * that cannot see it, and the table beside it holds the same figures.
 */
export function GroupChart({ scales, series, title }: Props) {
  return (
    <Stack spacing={2} role="figure" aria-label={title}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} aria-hidden>
        {series.map((s, i) => (
          <Stack key={s.name} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                bgcolor: COLOURS[i % COLOURS.length],
              }}
            />
            <Typography variant="caption">{s.name}</Typography>
          </Stack>
        ))}
      </Stack>
      {scales.map((scale) => (
        <Box key={scale.code}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {scale.displayName}
          </Typography>
          {series.map((s, i) => {
            const score = s.scoreOf(scale.code);
            return (
              <Stack
                key={s.name}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                aria-label={`${s.name}: ${score === null || score === undefined ? '–' : score.toFixed(2)}`}
              >
                <Box sx={{ flex: 1, bgcolor: 'action.hover', height: 10, borderRadius: 1 }}>
                  {score !== null && score !== undefined && (
                    <Box
                      sx={{
                        width: widthOf(score),
                        height: '100%',
                        borderRadius: 1,
                        bgcolor: COLOURS[i % COLOURS.length],
                      }}
                    />
                  )}
                </Box>
                <Typography variant="caption" sx={{ width: 32, textAlign: 'right' }} aria-hidden>
                  {score === null || score === undefined ? '–' : score.toFixed(1)}
                </Typography>
              </Stack>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** One row of the plot: a scale with its target range, the describers' median and the self score. */
export type PlotRow = {
  code: string;
  displayName: string;
  targetLow: number;
  targetHigh: number;
  medianScore: number | null;
  selfScore: number | null;
};

type Props = {
  rows: readonly PlotRow[];
  /** The ends of the score axis (the instrument's scale). */
  min: number;
  max: number;
  /** Names the plot for assistive technology. */
  title: string;
};

const WIDTH = 600;
const ROW = 34;
const BAR = 14;

/**
 * The profileScalePlot section, drawn as plain SVG (no chart library, so the report chunk stays
 * small): one horizontal bar per scale, the target range as a band, the describers' median as a
 * filled diamond and the self score as a hollow circle, apart from it. Each row carries its own
 * accessible label, so a screen reader reads the numbers the picture shows.
 */
export function ScalePlot({ rows, min, max, title }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const span = max - min || 1;
  const x = (value: number) => ((Math.min(max, Math.max(min, value)) - min) / span) * WIDTH;
  const ticks = Array.from({ length: 5 }, (_, i) => min + (span * i) / 4);
  const height = rows.length * ROW + 20;
  const describe = (row: PlotRow) =>
    t('profile.plot.rowLabel', {
      scale: row.displayName,
      low: format(row.targetLow),
      high: format(row.targetHigh),
      median: row.medianScore === null ? t('profile.plot.none') : format(row.medianScore),
      self: row.selfScore === null ? t('profile.plot.none') : format(row.selfScore),
    });

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, 30%) 1fr', columnGap: 1.5 }}>
        <Stack sx={{ pt: 0 }}>
          {rows.map((row) => (
            <Typography
              key={row.code}
              variant="body2"
              noWrap
              title={row.displayName}
              sx={{ height: ROW, lineHeight: `${ROW}px`, fontWeight: 600 }}
            >
              {row.displayName}
            </Typography>
          ))}
        </Stack>
        <svg
          role="img"
          aria-label={title}
          viewBox={`-8 0 ${WIDTH + 16} ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={0}
                y2={rows.length * ROW}
                stroke={theme.palette.divider}
              />
              <text
                x={x(tick)}
                y={rows.length * ROW + 14}
                fontSize={11}
                textAnchor="middle"
                fill={theme.palette.text.secondary}
              >
                {format(tick)}
              </text>
            </g>
          ))}
          {rows.map((row, index) => {
            const mid = index * ROW + ROW / 2;
            return (
              <g key={row.code} role="img" aria-label={describe(row)} data-scale={row.code}>
                <title>{describe(row)}</title>
                <rect
                  x={0}
                  y={mid - BAR / 2}
                  width={WIDTH}
                  height={BAR}
                  rx={BAR / 2}
                  fill={theme.palette.action.hover}
                />
                <rect
                  x={x(row.targetLow)}
                  y={mid - BAR / 2}
                  width={Math.max(2, x(row.targetHigh) - x(row.targetLow))}
                  height={BAR}
                  fill={theme.palette.success.light}
                  opacity={0.6}
                />
                {row.medianScore !== null && (
                  <rect
                    x={x(row.medianScore) - 6}
                    y={mid - 6}
                    width={12}
                    height={12}
                    transform={`rotate(45 ${x(row.medianScore)} ${mid})`}
                    fill={theme.palette.primary.main}
                  />
                )}
                {row.selfScore !== null && (
                  <circle
                    cx={x(row.selfScore)}
                    cy={mid - BAR / 2 - 5}
                    r={5}
                    fill={theme.palette.background.paper}
                    stroke={theme.palette.secondary.main}
                    strokeWidth={2.5}
                  />
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <PlotLegend />
    </Box>
  );
}

function PlotLegend() {
  const { t } = useTranslation();
  const theme = useTheme();
  const item = (shape: React.ReactNode, label: string) => (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <svg width={18} height={14} aria-hidden="true">
        {shape}
      </svg>
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
  return (
    <Stack
      component="figcaption"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 1 }}
    >
      {item(
        <rect x={0} y={3} width={18} height={8} fill={theme.palette.success.light} opacity={0.6} />,
        t('profile.plot.target'),
      )}
      {item(
        <rect
          x={5}
          y={3}
          width={8}
          height={8}
          transform="rotate(45 9 7)"
          fill={theme.palette.primary.main}
        />,
        t('profile.plot.median'),
      )}
      {item(
        <circle
          cx={9}
          cy={7}
          r={4.5}
          fill="none"
          stroke={theme.palette.secondary.main}
          strokeWidth={2.5}
        />,
        t('profile.plot.self'),
      )}
    </Stack>
  );
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '../../../ui/visually-hidden';
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

const ROW = 44;
/** Where a row's bar runs, from the row's top: the self mark sits in the room above it. */
const BAR_Y = 28;
const BAR = 14;
const AXIS = 20;

/** A position on the score axis as an SVG percentage, so the plot fills any width undistorted. */
const percentOf = (value: number, min: number, max: number) =>
  `${((Math.min(max, Math.max(min, value)) - min) / (max - min || 1)) * 100}%`;

/**
 * The profileScalePlot section, drawn as plain SVG (no chart library, so the report chunk stays
 * small): one horizontal bar per scale, the target range as a band, the describers' median as a
 * filled diamond on the bar and the self score as a hollow circle above it, apart from the
 * median. Horizontal positions are percentages, so marks keep their shape at every width. The
 * picture is hidden from assistive technology; a visually hidden table beside it holds the same
 * figures (target, median, self per scale), which a screen reader can move through by cell.
 * Scale names wrap rather than being cut off, so a narrow screen shows them whole.
 */
export function ScalePlot({ rows, min, max, title }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const x = (value: number) => percentOf(value, min, max);
  const ticks = Array.from({ length: 5 }, (_, i) => min + ((max - min) * i) / 4);
  const height = rows.length * ROW + AXIS;
  const score = (value: number | null) => (value === null ? t('profile.plot.none') : format(value));
  const describe = (row: PlotRow) =>
    t('profile.plot.rowLabel', {
      scale: row.displayName,
      low: format(row.targetLow),
      high: format(row.targetHigh),
      median: score(row.medianScore),
      self: score(row.selfScore),
    });
  /** A mark centred on (value, y): an inner SVG placed by percentage, drawn around its origin. */
  const mark = (value: number, y: number, shape: React.ReactNode) => (
    <svg x={x(value)} y={y} overflow="visible">
      {shape}
    </svg>
  );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      {/* The box clips the table: a table is as wide as its cells, whatever width it is given. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.report.scale')}</th>
              <th scope="col">{t('profile.plot.target')}</th>
              <th scope="col">{t('profile.plot.median')}</th>
              <th scope="col">{t('profile.plot.self')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.displayName}</th>
                <td>{`${format(row.targetLow)}–${format(row.targetHigh)}`}</td>
                <td>{score(row.medianScore)}</td>
                <td>{score(row.selfScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          // Narrow, the names take what their longest word needs (up to 45%), so none is cut.
          gridTemplateColumns: { xs: 'fit-content(45%) 1fr', sm: 'minmax(90px, 28%) 1fr' },
          columnGap: 1.5,
        }}
      >
        <Stack>
          {rows.map((row) => (
            <Typography
              key={row.code}
              variant="body2"
              sx={{
                height: ROW,
                pt: '8px',
                display: 'flex',
                alignItems: 'center',
                lineHeight: 1.15,
                overflowWrap: 'break-word',
                hyphens: 'auto',
                fontWeight: 600,
              }}
            >
              {row.displayName}
            </Typography>
          ))}
        </Stack>
        <Box sx={{ px: 1 }}>
          <svg width="100%" height={height} overflow="visible">
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
              const mid = index * ROW + BAR_Y;
              return (
                <g key={row.code} data-scale={row.code}>
                  <title>{describe(row)}</title>
                  <rect
                    x="0"
                    y={mid - BAR / 2}
                    width="100%"
                    height={BAR}
                    rx={BAR / 2}
                    fill={theme.palette.action.hover}
                  />
                  <rect
                    x={x(row.targetLow)}
                    y={mid - BAR / 2}
                    width={percentWidth(row.targetLow, row.targetHigh, min, max)}
                    height={BAR}
                    fill={theme.palette.success.light}
                    opacity={0.7}
                  />
                  {row.medianScore !== null &&
                    mark(
                      row.medianScore,
                      mid,
                      <rect
                        x={-6}
                        y={-6}
                        width={12}
                        height={12}
                        transform="rotate(45)"
                        fill={theme.palette.primary.main}
                      />,
                    )}
                  {row.selfScore !== null &&
                    mark(
                      row.selfScore,
                      mid - BAR / 2 - 5,
                      <circle
                        r={5}
                        fill={theme.palette.background.paper}
                        stroke={theme.palette.secondary.main}
                        strokeWidth={2.5}
                      />,
                    )}
                </g>
              );
            })}
          </svg>
        </Box>
      </Box>
      <PlotLegend />
    </Box>
  );
}

const percentWidth = (low: number, high: number, min: number, max: number) =>
  `${Math.max(0.5, ((Math.min(high, max) - Math.max(low, min)) / (max - min || 1)) * 100)}%`;

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

// Scores to two decimals at most, without trailing zeros (3, 3.5, 4.25).
const format = (value: number) => String(Math.round(value * 100) / 100);

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN, type TeamScale } from '@portal/core';

const WIDTH = 400;
const HEIGHT = 60;

/**
 * How a team's members spread on each scale, as SVG: a column per half-point band (how many
 * members' medians fall in it) over the shaded target range, the team median as a line, and
 * the below / within / above counts in words.
 */
export function TeamDistribution({ scales }: { scales: readonly TeamScale[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {scales.map((scale) => (
        <Box component="li" key={scale.code} sx={{ breakInside: 'avoid' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            {scale.displayName}
          </Typography>
          <ScaleBands scale={scale} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              t('profile.team.below', { count: scale.below }),
              t('profile.team.within', { count: scale.within }),
              t('profile.team.above', { count: scale.above }),
            ].join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ScaleBands({ scale }: { scale: TeamScale }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const span = ANSWER_MAX - ANSWER_MIN;
  const x = (value: number) => ((value - ANSWER_MIN) / span) * WIDTH;
  const most = Math.max(1, ...scale.bands);
  const bandWidth = WIDTH / Math.max(1, scale.bands.length);
  const label = t('profile.team.plotLabel', {
    scale: scale.displayName,
    low: scale.targetLow,
    high: scale.targetHigh,
    median: scale.teamMedian === null ? t('profile.plot.none') : scale.teamMedian.toFixed(2),
    below: scale.below,
    within: scale.within,
    above: scale.above,
  });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT + 14}`} width="100%">
      <rect
        x={x(scale.targetLow)}
        y={0}
        width={Math.max(2, x(scale.targetHigh) - x(scale.targetLow))}
        height={HEIGHT}
        fill={theme.palette.success.light}
        opacity={0.35}
      />
      {scale.bands.map((count, index) => {
        const h = (count / most) * (HEIGHT - 6);
        return (
          <rect
            key={index}
            x={index * bandWidth + 2}
            y={HEIGHT - h}
            width={bandWidth - 4}
            height={h}
            fill={theme.palette.primary.main}
            opacity={0.8}
          />
        );
      })}
      {scale.teamMedian !== null && (
        <line
          x1={x(scale.teamMedian)}
          x2={x(scale.teamMedian)}
          y1={0}
          y2={HEIGHT}
          stroke={theme.palette.secondary.main}
          strokeWidth={3}
        />
      )}
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke={theme.palette.divider} />
      {Array.from({ length: span + 1 }, (_, i) => ANSWER_MIN + i).map((tick) => (
        <text
          key={tick}
          x={Math.min(WIDTH - 4, Math.max(4, x(tick)))}
          y={HEIGHT + 12}
          fontSize={10}
          textAnchor="middle"
          fill={theme.palette.text.secondary}
        >
          {tick}
        </text>
      ))}
    </svg>
  );
}

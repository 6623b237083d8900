import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';

export type ChartSeries = { label?: string; data: number[] };

/**
 * A question's bars: one a choice (or a value, or a row stacked by its columns). An image named
 * by its label; the table beside it gives the same figures as text.
 */
export default function ResultChart({
  label,
  categories,
  series,
  stacked = false,
  legend = stacked,
  max,
}: {
  label: string;
  categories: string[];
  series: ChartSeries[];
  stacked?: boolean;
  /** Names the series under the bars (stacked ones by default). */
  legend?: boolean;
  /** The axis's end when the figures have one (percentages). */
  max?: number;
}) {
  const theme = useTheme();
  const empty = series.every((s) => s.data.every((value) => value === 0));
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    theme.palette.info.main,
  ];
  return (
    <div role="img" aria-label={label}>
      <BarChart
        height={Math.max(160, categories.length * 36 + 60)}
        layout="horizontal"
        skipAnimation
        // An image: its figures are read in the table, not by moving focus over the bars.
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: categories, width: 120 }]}
        xAxis={[{ tickMinStep: 1, min: 0, ...(empty ? { max: 1 } : {}), ...(max ? { max } : {}) }]}
        series={series.map((s, i) => ({
          ...s,
          color: colours[i % colours.length],
          ...(stacked ? { stack: 'all' } : {}),
        }))}
        hideLegend={!legend}
      />
    </div>
  );
}

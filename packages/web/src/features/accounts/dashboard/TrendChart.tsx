import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';

type Props = {
  /** What the chart shows, named to assistive technology (the figures are in the table view). */
  label: string;
  /** The months' names, oldest first, and the figure of each. */
  months: readonly string[];
  figures: readonly number[];
};

/**
 * A tile's trend: one bar a month. Only the dashboard's page chunk (loaded lazily, see
 * app/pages.ts) imports the chart library; the table view gives the same figures as text.
 */
export function TrendChart({ label, months, figures }: Props) {
  const theme = useTheme();
  return (
    <div role="img" aria-label={label}>
      <BarChart
        height={140}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        hideLegend
        skipAnimation
        // An image: its figures are read in the table view, not by moving focus over the bars.
        disableKeyboardNavigation
        xAxis={[
          {
            scaleType: 'band',
            data: [...months],
            tickLabelInterval: (_, index) => index % 3 === 0,
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 32 }]}
        series={[{ data: [...figures], label, color: theme.palette.primary.main }]}
      />
    </div>
  );
}

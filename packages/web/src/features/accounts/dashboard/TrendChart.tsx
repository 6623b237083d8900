import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@portal/core';

type Props = {
  /** What the chart shows, named to assistive technology (the figures are in the table view). */
  label: string;
  /** The months (`YYYY-MM`), oldest first, and the figure of each. */
  months: readonly string[];
  figures: readonly number[];
};

/**
 * A tile's trend: one bar a month. Only the dashboard's page chunk (loaded lazily, see
 * app/pages.ts) imports the chart library; the table view gives the same figures as text.
 */
export function TrendChart({ label, months, figures }: Props) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const empty = figures.every((figure) => figure === 0);
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
            // "Dec 25" on the axis, every third month; "Dec 2025" where one bar is named.
            valueFormatter: (month: string, context) =>
              formatMonth(
                month,
                i18n.language,
                context.location === 'tick' ? '2-digit' : 'numeric',
              ),
            tickLabelInterval: (_, index) => index % 3 === 0,
          },
        ]}
        // A trend of nothing still has an axis from 0 to 1, not one squeezed onto 0.
        yAxis={[{ tickMinStep: 1, width: 32, min: 0, ...(empty ? { max: 1 } : {}) }]}
        series={[{ data: [...figures], label, color: theme.palette.primary.main }]}
      />
    </div>
  );
}

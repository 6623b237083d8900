import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMonth, formatNumber, type DashboardSeries } from '@portal/core';
import { reportLinkOf } from './dashboard-links';
import { TrendChart } from './TrendChart';
import { TrendTable } from './TrendTable';

export type TrendView = 'chart' | 'table';

type Props = {
  series: DashboardSeries;
  count: number;
  /** The months (`YYYY-MM`), oldest first, and what was added in each. */
  months: readonly string[];
  figures: readonly number[];
  view: TrendView;
};

/** One count of the brand with its trend over the last 12 months and a link to its report. */
export function DashboardTile({ series, count, months, figures, view }: Props) {
  const { t, i18n } = useTranslation();
  const name = t(`accounts.dashboard.${series}`);
  const trend = t('accounts.dashboard.perMonth', { series: name });
  const report = reportLinkOf(series);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
      sx={{ p: 2, borderRadius: 3, minWidth: 0 }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="h4" component="p">
          {formatNumber(count, i18n.language)}
        </Typography>
        {view === 'chart' ? (
          <TrendChart label={trend} months={months} figures={figures} />
        ) : (
          <TrendTable
            label={trend}
            months={months.map((month) => formatMonth(month, i18n.language))}
            figures={figures}
          />
        )}
        {report && (
          <Link component={RouterLink} to={report}>
            {t('accounts.dashboard.report', { series: name })}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TEmailMessagesRow } from '@portal/core';

const STATUSES = ['complete', 'reject', 'deferred', 'pending'] as const;

/**
 * The e-mail message charts' bars: one a period, stacked by status now. An image named by its
 * label; the report's table below gives the same figures as text.
 */
export default function MessagesChart({
  label,
  rows,
}: {
  label: string;
  rows: readonly TEmailMessagesRow[];
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const colours = {
    complete: theme.palette.success.main,
    reject: theme.palette.error.main,
    deferred: theme.palette.warning.main,
    pending: theme.palette.grey[500],
  };
  const empty = rows.every((row) => row.entered === 0);
  return (
    <div role="img" aria-label={label}>
      <BarChart
        height={260}
        skipAnimation
        // An image: its figures are read in the table, not by moving focus over the bars.
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.period) }]}
        yAxis={[{ tickMinStep: 1, width: 40, min: 0, ...(empty ? { max: 1 } : {}) }]}
        series={STATUSES.map((status) => ({
          data: rows.map((row) => row[status]),
          label: t(`reports.column.${status}`),
          color: colours[status],
          stack: 'status',
        }))}
      />
    </div>
  );
}

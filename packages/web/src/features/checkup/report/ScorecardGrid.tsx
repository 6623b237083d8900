import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKUP_RATINGS,
  scoreBand,
  scorecardRows,
  type CheckupRatingSummary,
  type CheckupReport,
  type ScoreBand,
} from '@portal/core';
import { useFormatAverage } from './RatingSummaryView';
import { TableScroll } from '../../../ui/TableScroll';

const BAND_COLOURS: Readonly<Record<ScoreBand, string>> = {
  none: 'transparent',
  low: '#fde0dc',
  mid: '#fff4d6',
  high: '#dcefdc',
};

const numberCell = { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } as const;

function SummaryCells({ summary }: { summary: CheckupRatingSummary }) {
  const format = useFormatAverage();
  return (
    <>
      {CHECKUP_RATINGS.map((rating, i) => (
        <TableCell key={rating} sx={numberCell}>
          {summary.distribution[i] ?? 0}
        </TableCell>
      ))}
      <TableCell sx={numberCell}>{summary.notApplicableCount}</TableCell>
      <TableCell
        sx={{ ...numberCell, fontWeight: 700, bgcolor: BAND_COLOURS[scoreBand(summary.average)] }}
        data-band={scoreBand(summary.average)}
      >
        {format(summary.average)}
      </TableCell>
    </>
  );
}

/**
 * The Excel scorecard: one row per traction step (grouped under its constraint), a column per
 * rating with how many partners chose it, the N/A count and the average, shaded low, middle or
 * high; the overall line closes the grid.
 */
export function ScorecardGrid({ report }: { report: CheckupReport }) {
  const { t } = useTranslation();
  const rows = scorecardRows(report);
  const groups = report.constraints.map((constraint) => ({
    name: constraint.name,
    index: constraint.index,
    rows: rows.filter((row) => row.constraintIndex === constraint.index),
  }));
  return (
    <TableScroll label={t('checkup.excel.title')}>
      <Table size="small" aria-label={t('checkup.excel.title')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('checkup.excel.step')}</TableCell>
            {CHECKUP_RATINGS.map((rating) => (
              <TableCell key={rating} sx={{ ...numberCell, lineHeight: 1.2 }}>
                {t(`checkup.ratings.${rating}`)}
              </TableCell>
            ))}
            <TableCell sx={numberCell}>{t('checkup.excel.notApplicable')}</TableCell>
            <TableCell sx={numberCell}>{t('checkup.excel.average')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.index}>
              <TableRow>
                <TableCell colSpan={8} sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                  {group.name}
                </TableCell>
              </TableRow>
              {group.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.step}</TableCell>
                  <SummaryCells summary={row.summary} />
                </TableRow>
              ))}
            </Fragment>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('checkup.excel.overall')}</TableCell>
            <SummaryCells summary={report.overall} />
          </TableRow>
        </TableBody>
      </Table>
    </TableScroll>
  );
}

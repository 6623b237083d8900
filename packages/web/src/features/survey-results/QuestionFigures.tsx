import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type TQuestionResult } from '@portal/core';
import type { ChartSeries } from './ResultChart';

const ResultChart = lazy(() => import('./ResultChart'));

type Figures<K extends TQuestionResult['kind']> = Extract<TQuestionResult, { kind: K }>;

/** A table of figures: the chart's text alternative, read by everyone. */
function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {head.map((heading, i) => (
            <TableCell key={i} align={i ? 'right' : 'left'}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, r) => (
          <TableRow key={r}>
            {cells.map((cell, i) => (
              <TableCell key={i} align={i ? 'right' : 'left'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Chart(props: {
  label: string;
  categories: string[];
  series: ChartSeries[];
  stacked?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <ResultChart {...props} />
    </Suspense>
  );
}

/** The figures of one question: a chart with its table, or the texts given. */
export function QuestionFigures({ result }: { result: TQuestionResult }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | null) => (value === null ? '–' : formatNumber(value, i18n.language));
  const chartLabel = t('surveyResults.chart', { title: result.title });
  // A yes/no question without labels of its own is said in the reader's language.
  const choiceLabel = (c: { value: string; label: string }) =>
    c.label || (c.value === 'true' ? t('surveyResults.yes') : t('surveyResults.no'));
  switch (result.kind) {
    case 'choices':
      return <ChoiceFigures result={result} chartLabel={chartLabel} label={choiceLabel} n={n} />;
    case 'scale':
      return (
        <>
          <Typography variant="body2">
            {t('surveyResults.average')}: {n(result.average)} · {t('surveyResults.median')}:{' '}
            {n(result.median)}
          </Typography>
          <Chart
            label={chartLabel}
            categories={result.distribution.map((d) => String(d.value))}
            series={[{ data: result.distribution.map((d) => d.count) }]}
          />
          <FigureTable
            caption={result.title}
            head={[t('surveyResults.value'), t('surveyResults.count')]}
            rows={result.distribution.map((d) => [n(d.value), n(d.count)])}
          />
        </>
      );
    case 'matrix':
      return <MatrixFigures result={result} chartLabel={chartLabel} n={n} />;
    case 'ranking':
      return (
        <>
          <Chart
            label={chartLabel}
            categories={result.choices.map((c) => c.label)}
            series={[{ data: result.choices.map((c) => c.averageRank ?? 0) }]}
          />
          <FigureTable
            caption={result.title}
            head={[t('surveyResults.choice'), t('surveyResults.averageRank')]}
            rows={result.choices.map((c) => [c.label, n(c.averageRank)])}
          />
        </>
      );
    case 'texts':
      return <TextFigures result={result} />;
  }
}

function ChoiceFigures({
  result,
  chartLabel,
  label,
  n,
}: {
  result: Figures<'choices'>;
  chartLabel: string;
  label: (c: { value: string; label: string }) => string;
  n: (value: number | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Chart
        label={chartLabel}
        categories={result.choices.map(label)}
        series={[{ data: result.choices.map((c) => c.count) }]}
      />
      <FigureTable
        caption={result.title}
        head={[t('surveyResults.choice'), t('surveyResults.count'), t('surveyResults.percent')]}
        rows={result.choices.map((c) => [
          label(c),
          n(c.count),
          t('surveyResults.share', { value: n(c.percent) }),
        ])}
      />
    </>
  );
}

function MatrixFigures({
  result,
  chartLabel,
  n,
}: {
  result: Figures<'matrix'>;
  chartLabel: string;
  n: (value: number | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Chart
        label={chartLabel}
        stacked
        categories={result.rows.map((row) => row.label)}
        series={result.columns.map((column, i) => ({
          label: column.label,
          data: result.rows.map((row) => row.columns[i]?.count ?? 0),
        }))}
      />
      <FigureTable
        caption={result.title}
        head={[
          t('surveyResults.row'),
          ...result.columns.map((c) => c.label),
          t('surveyResults.average'),
        ]}
        rows={result.rows.map((row) => [
          row.label,
          ...row.columns.map((c) => n(c.count)),
          n(row.average),
        ])}
      />
    </>
  );
}

/** The texts as plain text (never markup), newest first. */
function TextFigures({ result }: { result: Figures<'texts'> }) {
  const { t } = useTranslation();
  if (result.texts.length === 0) {
    return <Typography color="text.secondary">{t('surveyResults.noComments')}</Typography>;
  }
  return (
    <>
      {result.answered > result.texts.length && (
        <Typography variant="body2" color="text.secondary">
          {t('surveyResults.moreTexts', { shown: result.texts.length, count: result.answered })}
        </Typography>
      )}
      <List dense aria-label={result.title}>
        {result.texts.map((text, i) => (
          <ListItem key={i} disableGutters divider>
            <ListItemText
              primary={text}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

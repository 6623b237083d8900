import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupMerging, ReportGroup, ReportScale } from '@portal/core';
import { GroupChart, type ChartSeries } from './GroupChart';
import { formatList } from '@portal/core';
import { builtKey } from '../../../app/built-key';
import { TableScroll } from '../../../ui/TableScroll';

type Props = {
  groups: readonly ReportGroup[];
  scales: readonly ReportScale[];
  merging: GroupMerging;
};

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toFixed(2);

/** The sentences that say why groups are shown together or only in the whole. */
function MergeNotes({ merging }: { merging: GroupMerging }) {
  const { t, i18n } = useTranslation();
  const list = (keys: readonly string[]) =>
    formatList(
      keys.map((key) => t(builtKey(`profile.report.merge.names.${key}`))),
      i18n.language,
    );
  // The relationships open the sentence of a merge: their first letter is a capital.
  const opening = (keys: readonly string[]) => {
    const text = list(keys);
    return text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  };
  const min = merging.minGroupSize;
  const notes = [
    ...(merging.together.length > 0
      ? [
          t(
            merging.fewInEach ? 'profile.report.merge.fewInEach' : 'profile.report.merge.together',
            {
              names: opening(merging.together),
              min,
            },
          ),
        ]
      : []),
    ...(merging.wholeOnly.length > 0
      ? [t('profile.report.merge.wholeOnly', { names: list(merging.wholeOnly), min })]
      : []),
  ];
  if (notes.length === 0) return null;
  return (
    <Alert severity="info">
      {notes.map((note) => (
        <Typography key={note} variant="body2">
          {note}
        </Typography>
      ))}
    </Alert>
  );
}

/**
 * The median of each relationship group per scale, beside self and all describers, as a table or
 * a chart. Only the groups the server shows are here: smaller ones were merged into 'others' for
 * anonymity, and a note says which and why.
 */
export function GroupBreakdown({ groups, scales, merging }: Props) {
  const { t } = useTranslation();
  const [as, setAs] = useState<'table' | 'chart'>('table');
  const groupName = (group: ReportGroup) =>
    group.displayName ?? t(`profile.group.${group.key}`, { count: group.count });
  const series: ChartSeries[] = [
    {
      name: t('profile.group.self'),
      scoreOf: (code) => scales.find((s) => s.code === code)?.selfScore,
    },
    {
      name: t('profile.report.allDescribers'),
      scoreOf: (code) => scales.find((s) => s.code === code)?.medianScore,
    },
    ...groups.map((group) => ({
      name: `${groupName(group)} (${group.count})`,
      scoreOf: (code: string) =>
        scales.find((s) => s.code === code)?.scores.find((g) => g.group === group.key)?.medianScore,
    })),
  ];
  return (
    <Stack spacing={2}>
      <MergeNotes merging={merging} />
      {groups.length === 0 ? (
        <Typography color="text.secondary">{t('profile.report.noGroups')}</Typography>
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={as}
            onChange={(_, value: 'table' | 'chart' | null) => value && setAs(value)}
            aria-label={t('profile.report.breakdownAs')}
          >
            <ToggleButton value="table">{t('profile.report.asTable')}</ToggleButton>
            <ToggleButton value="chart">{t('profile.report.asChart')}</ToggleButton>
          </ToggleButtonGroup>
          {as === 'chart' ? (
            <GroupChart scales={scales} series={series} title={t('profile.report.breakdown')} />
          ) : (
            <TableScroll label={t('profile.report.breakdown')}>
              <Table size="small" aria-label={t('profile.report.breakdown')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('profile.report.scale')}</TableCell>
                    {series.map((s) => (
                      <TableCell key={s.name} align="right">
                        {s.name}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {scales.map((scale) => (
                    <TableRow key={scale.code}>
                      <TableCell component="th" scope="row">
                        {scale.displayName}
                      </TableCell>
                      {series.map((s) => (
                        <TableCell key={s.name} align="right">
                          {score(s.scoreOf(scale.code))}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </>
      )}
    </Stack>
  );
}

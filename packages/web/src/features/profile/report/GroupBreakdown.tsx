import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportGroup, ReportScale } from '@portal/core';

type Props = { groups: readonly ReportGroup[]; scales: readonly ReportScale[] };

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toFixed(2);

/**
 * The median of each relationship group per scale, beside self and all describers. Only the
 * groups the server shows are here: smaller ones were merged into 'others' for anonymity.
 */
export function GroupBreakdown({ groups, scales }: Props) {
  const { t } = useTranslation();
  const groupName = (group: ReportGroup) =>
    group.displayName ?? t(`profile.group.${group.key}`, { count: group.count });
  if (groups.length === 0) {
    return <Typography color="text.secondary">{t('profile.report.noGroups')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('profile.report.breakdown')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('profile.report.scale')}</TableCell>
            <TableCell align="right">{t('profile.group.self')}</TableCell>
            <TableCell align="right">{t('profile.report.allDescribers')}</TableCell>
            {groups.map((group) => (
              <TableCell key={group.key} align="right">
                {groupName(group)} ({group.count})
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
              <TableCell align="right">{score(scale.selfScore)}</TableCell>
              <TableCell align="right">{score(scale.medianScore)}</TableCell>
              {groups.map((group) => (
                <TableCell key={group.key} align="right">
                  {score(scale.scores.find((s) => s.group === group.key)?.medianScore)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

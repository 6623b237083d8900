import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, formatDate, isLocale, surveyText, type TGrowthPoint } from '@portal/core';

/** A score as printed: a percentage, or a dash when nothing scored was answered. */
export const percentText = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** The sections of a growth series as rows, one column of scores per completed assessment. */
export function ScoreTable({ points, label }: { points: readonly TGrowthPoint[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const sections = points.at(-1)?.scores ?? [];
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('assessments.print.section')}</TableCell>
          {points.map((point) => (
            <TableCell key={point.assessmentId} align="right">
              {formatDate(point.completedAt, locale)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sections.map((section) => (
          <TableRow key={section.section}>
            <TableCell component="th" scope="row">
              {surveyText(section.title, locale) || section.section}
            </TableCell>
            {points.map((point) => (
              <TableCell key={point.assessmentId} align="right">
                {percentText(
                  point.scores.find((s) => s.section === section.section)?.percent ?? null,
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

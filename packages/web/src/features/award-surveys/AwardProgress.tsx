import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  awardSurveyPath,
  formatDate,
  isLocale,
  type TAwardAccountProgress,
  type TAwardTypeProgress,
} from '@portal/core';
import { copyText } from '../../ui/copy-text';
import { TableScroll } from '../../ui/TableScroll';

/** The full address of an award link, to send. */
const linkOf = (code: string) => `${window.location.origin}${awardSurveyPath(code)}`;

function TypeRow({ entry, type }: { entry: TAwardAccountProgress; type: TAwardTypeProgress }) {
  const { t } = useTranslation();
  const label = t(`awardSurveys.types.${type.surveyType}`);
  const done = Math.min(type.completed, type.minimum);
  return (
    <TableRow>
      <TableCell>{label}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <Typography variant="body2">
          {t('awardSurveys.progress.count', { completed: type.completed, minimum: type.minimum })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / type.minimum) * 100}
          aria-label={t('awardSurveys.progress.ofType', {
            type: label,
            account: entry.accountName,
          })}
        />
      </TableCell>
      <TableCell>
        <Button
          size="small"
          onClick={() =>
            void copyText(linkOf(type.code), {
              copied: t('awardSurveys.progress.copied'),
              failed: t('awardSurveys.progress.copyFailed'),
            })
          }
          aria-label={t('awardSurveys.progress.copyNamed', {
            type: label,
            account: entry.accountName,
          })}
        >
          {t('awardSurveys.progress.copy')}
        </Button>
        <Typography
          variant="caption"
          component="code"
          sx={{ display: 'block', wordBreak: 'break-all' }}
        >
          {linkOf(type.code)}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/**
 * Each account's award surveys in a programme: per type the responses completed against the
 * minimum and the link to send, and whether the account has earned the award. `heading` names
 * each entry by its account (a programme's list) or by its programme (an account's page).
 */
export function AwardProgress({
  entries,
  heading,
}: {
  entries: readonly TAwardAccountProgress[];
  heading: 'account' | 'program';
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <Stack spacing={3}>
      {entries.map((entry) => {
        const title =
          heading === 'account'
            ? entry.accountName
            : t('awardSurveys.progress.programHeading', {
                name: entry.programName,
                schoolYear: entry.schoolYear,
              });
        return (
          <Stack key={`${entry.programId}/${entry.accountId}`} spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              {entry.awardedAt ? (
                <Chip
                  color="success"
                  label={t('awardSurveys.progress.awarded', {
                    date: formatDate(entry.awardedAt, locale),
                  })}
                />
              ) : (
                <Chip variant="outlined" label={t('awardSurveys.progress.inProgress')} />
              )}
            </Stack>
            <TableScroll label={title}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('awardSurveys.progress.survey')}</TableCell>
                    <TableCell>{t('awardSurveys.progress.responses')}</TableCell>
                    <TableCell>{t('awardSurveys.progress.link')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entry.types.map((type) => (
                    <TypeRow key={type.surveyType} entry={entry} type={type} />
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </Stack>
        );
      })}
    </Stack>
  );
}

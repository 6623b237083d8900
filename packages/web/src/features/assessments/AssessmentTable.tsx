import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, type TAssessmentSummary } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';
import { assessmentPath } from './assessments-api';
import { GrowthPdfButtons } from './GrowthPdfButtons';

/** Assessments with their account (unless one account's), state and growth PDFs. */
export function AssessmentTable(props: {
  assessments: readonly TAssessmentSummary[];
  label: string;
  showAccount?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDate(value, i18n.language);
  const columns = props.showAccount ? 6 : 5;
  return (
    <TableScroll label={props.label}>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('assessments.list.assessment')}</TableCell>
            {props.showAccount && <TableCell>{t('assessments.list.account')}</TableCell>}
            <TableCell>{t('assessments.list.assessor')}</TableCell>
            <TableCell>{t('assessments.list.started')}</TableCell>
            <TableCell>{t('assessments.list.status')}</TableCell>
            <TableCell>{t('assessments.list.growth')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.assessments.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns}>{t('assessments.list.none')}</TableCell>
            </TableRow>
          )}
          {props.assessments.map((a) => (
            <TableRow key={a.id} hover>
              <TableCell>
                <Link component={RouterLink} to={assessmentPath(a.id)}>
                  {a.definitionName}
                </Link>{' '}
                ({t(`assessments.types.${a.type}`)})
              </TableCell>
              {props.showAccount && <TableCell>{a.accountName}</TableCell>}
              <TableCell>{a.assessorName ?? '–'}</TableCell>
              <TableCell>{day(a.startedAt)}</TableCell>
              <TableCell>
                {a.completedAt
                  ? t('assessments.list.completedOn', { date: day(a.completedAt) })
                  : t('assessments.list.inProgress')}
              </TableCell>
              <TableCell>
                <GrowthPdfButtons assessment={a} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

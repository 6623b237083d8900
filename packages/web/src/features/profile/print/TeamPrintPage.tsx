import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TeamReportData } from '@portal/core';
import { useReportRendered } from '../../print/use-report-rendered';
import { TeamReportBody } from '../team/TeamReportBody';
import { ReportPrintHeader } from './ReportPrintHeader';
import { usePrintData } from './use-print-data';

const seg = (value: string) => encodeURIComponent(value);

/** print/team/{printKey}/{userGroupId}/{reportId}/{view?}: the team report on paper. */
export function TeamPrintPage() {
  const { t } = useTranslation();
  const { userGroupId = '', reportId = '' } = useParams();
  const team = usePrintData(
    (api) =>
      api.get<TeamReportData>(
        `/api/profilereport/getProfileTeamReportPrintData/${seg(userGroupId)}/${seg(reportId)}`,
      ),
    `${userGroupId}/${reportId}`,
  );
  useReportRendered(team.data !== null || team.error !== null);
  if (team.error) return <Alert severity="error">{team.error.message}</Alert>;
  if (!team.data) return null;
  return (
    <>
      <ReportPrintHeader
        eyebrow={t('profile.team.eyebrow')}
        title={t('route.printTeam')}
        subtitle=""
      />
      <TeamReportBody team={team.data} />
    </>
  );
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { profileReportApi } from '@portal/core';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { TeamReportBody } from '../team/TeamReportBody';
import { usePrintLocale } from './print-locale';
import { ReportPrintHeader } from './ReportPrintHeader';
import { usePrintData } from './use-print-data';

/**
 * print/team/{printKey}/{userGroupId}/{reportId}/{view?}: the team report on paper, in the
 * language of the last segment; the members come in the query as the server's path gives them.
 */
export function TeamPrintPage() {
  const { t } = useTranslation();
  const { userGroupId = '', view } = useParams();
  const [search] = useSearchParams();
  const locale = usePrintLocale(view);
  const userAccountIds = search.get('userAccountIds') ?? '';
  const team = usePrintData(
    (api) =>
      printGet(api, profileReportApi.teamPrintData, {
        params: { id: userGroupId },
        query: { userAccountIds, locale },
      }),
    `${userGroupId}/${view ?? ''}/${userAccountIds}`,
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

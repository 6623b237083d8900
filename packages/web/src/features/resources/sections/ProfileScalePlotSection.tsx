import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { fetchReportInfo } from '../../home/home-api';
import { getReport } from '../../profile/profile-api';
import { ScalePlot } from '../../profile/report/ScalePlot';

/** The reader's newest released 360 report as its scale plot, or a line saying there is none yet. */
export function ProfileScalePlot({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const plot = useQuery({
    queryKey: ['resources', 'scalePlot', userAccountId, i18n.language],
    queryFn: async ({ signal }) => {
      const newest = (await fetchReportInfo(api, userAccountId, signal))
        .filter((report) => report.isReleased)
        .sort((a, b) => b.createdUTC.localeCompare(a.createdUTC))[0];
      return newest ? getReport(api, newest.reportCode, i18n.language, signal) : null;
    },
  });
  if (plot.isPending) return <Skeleton variant="rectangular" height={160} />;
  if (plot.isError || !plot.data) {
    return <Typography color="text.secondary">{t('resources.sections.noScalePlot')}</Typography>;
  }
  const report = plot.data;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{report.formattedLabel}</Typography>
      <ScalePlot
        rows={report.scales}
        min={ANSWER_MIN}
        max={ANSWER_MAX}
        title={t('profile.plot.title', {
          name: `${report.participantFirstName} ${report.participantLastName}`.trim(),
        })}
      />
    </Stack>
  );
}

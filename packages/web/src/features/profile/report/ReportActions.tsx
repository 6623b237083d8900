import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ProfileReportData } from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { deleteReport, releaseReport, setReportsExcluded } from '../profile-api';
import { useProfileAction } from '../use-profile-action';
import { ReportDownloads } from './ReportDownloads';

/**
 * What the reader may do with a report; the server's abilities say which actions show (the
 * insights builder also needs its feature on).
 */
export function ReportActions({ report }: { report: ProfileReportData }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const insightsOn = useFeatureOn('insightsReport');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { run, busy } = useProfileAction();

  const remove = async () => {
    const message = t('profile.report.confirmDelete', { label: report.formattedLabel });
    if (!(await confirm({ message }))) return;
    const done = await run(() => deleteReport(api, report.id), t('profile.report.deleted'));
    if (done !== undefined)
      await navigate(`/myreports/${encodeURIComponent(report.userAccountId)}`);
  };
  const release = async () => {
    const message = t('profile.report.confirmRelease', { label: report.formattedLabel });
    if (!(await confirm({ message }))) return;
    await run(
      async () => (await releaseReport(api, report.id)).released,
      t('profile.report.releasedDone'),
    );
  };
  const exclude = () =>
    void run(
      () => setReportsExcluded(api, [report.id], !report.isExcluded),
      report.isExcluded ? t('profile.report.included') : t('profile.report.excludedDone'),
    );

  return (
    <Stack className="no-print" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ReportDownloads report={report} />
      {report.abilities.insights && insightsOn && (
        <Button
          component={RouterLink}
          to={`/insightsReportBuilder/${encodeURIComponent(report.id)}`}
          variant="outlined"
        >
          {t('profile.report.insights')}
        </Button>
      )}
      {report.abilities.release && (
        <Button variant="outlined" disabled={busy} onClick={() => void release()}>
          {t('profile.report.release')}
        </Button>
      )}
      {report.abilities.exclude && (
        <Button variant="outlined" disabled={busy} onClick={exclude}>
          {report.isExcluded ? t('profile.report.include') : t('profile.report.exclude')}
        </Button>
      )}
      {report.abilities.delete && (
        <Button color="error" disabled={busy} onClick={() => void remove()}>
          {t('profile.report.delete')}
        </Button>
      )}
    </Stack>
  );
}

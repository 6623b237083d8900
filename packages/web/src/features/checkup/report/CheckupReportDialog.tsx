import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckupType, type CheckupReportView } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { useDownloadFile } from '../../print/use-download-file';
import { fetchReportView, recordReportView, reportPdfPath } from '../checkup-api';
import { CheckupReportView as ReportBody } from './CheckupReportView';
import { ScorecardGrid } from './ScorecardGrid';
import { Dialog } from '../../../ui/Dialog';

export const reportQueryKey = (checkupParticipantId: string) =>
  ['checkup', 'report', checkupParticipantId] as const;

/** The report of one checkup participant as the signed-in reader may see it. */
export function useReportView(checkupParticipantId: string | null) {
  const { api } = usePortal();
  const query = useQuery({
    queryKey: reportQueryKey(checkupParticipantId ?? ''),
    queryFn: ({ signal }) => fetchReportView(api, checkupParticipantId ?? '', signal),
    enabled: checkupParticipantId !== null,
    retry: false,
  });
  const view = query.data;
  const participantReads = view?.isParticipant === true && view.isReleased;
  useEffect(() => {
    // The participant's reading is what report reminders and staff look at; staff reads are not.
    if (participantReads && checkupParticipantId) {
      recordReportView(api, checkupParticipantId).catch((error: unknown) =>
        console.error('The report view could not be recorded.', error),
      );
    }
  }, [api, participantReads, checkupParticipantId]);
  return query;
}

/** The PDF of a report (getReportpdf): the scorecard's sheet for an Excel scorecard checkup. */
export function ReportPdfButton({ checkupParticipantId }: { checkupParticipantId: string }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      await download({ path: reportPdfPath(checkupParticipantId) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void get()}>
      {busy ? t('shell.common.loading') : t('checkup.report.downloadPdf')}
    </Button>
  );
}

type ContentProps = {
  view: CheckupReportView;
  /** Shows the scorecard grid first (by default for an Excel scorecard checkup). */
  scorecard?: boolean;
};

/** The report's body, with a note for staff while it is not released to the participant. */
export function ReportContent({ view, scorecard }: ContentProps) {
  const { t } = useTranslation();
  const { report } = view;
  const withGrid = scorecard ?? report.checkupType === CheckupType.ExcelScorecard;
  return (
    <Stack spacing={2}>
      {!view.isReleased && <Alert severity="info">{t('checkup.report.notReleased')}</Alert>}
      {withGrid && <ScorecardGrid report={report} />}
      <ReportBody report={report} />
    </Stack>
  );
}

/** The scorecard page (Excel scorecard checkups) and the PDF, as the server allows. */
export function ReportLinks({
  view,
  checkupParticipantId,
}: {
  view: CheckupReportView;
  checkupParticipantId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {view.report.checkupType === CheckupType.ExcelScorecard && (
        <Button component={Link} to={`/excel/checkup/${checkupParticipantId}`}>
          {t('checkup.excel.open')}
        </Button>
      )}
      {view.abilities.downloadPdf && (
        <ReportPdfButton checkupParticipantId={checkupParticipantId} />
      )}
    </>
  );
}

type Props = { checkupParticipantId: string | null; onClose: () => void };

/**
 * A checkup report in a dialog (full screen on phones), for coaches and admins from the event's
 * checkup panel. The participant reads it at its own address, `traction/checkup/{id}`
 * (CheckupReportPage).
 */
export function CheckupReportDialog({ checkupParticipantId, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const query = useReportView(checkupParticipantId);
  const view = query.data;
  return (
    <Dialog
      open={checkupParticipantId !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="checkup-report-title"
    >
      <DialogTitle id="checkup-report-title">{t('checkup.report.title')}</DialogTitle>
      {/* The report scrolls inside the dialog: focusable, so the keyboard scrolls it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="checkup-report-title">
        {query.isPending && <LinearProgress />}
        {query.isError && <ErrorNotice error={query.error} />}
        {view && <ReportContent view={view} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {view && checkupParticipantId && (
          <ReportLinks view={view} checkupParticipantId={checkupParticipantId} />
        )}
        <Button variant="contained" onClick={onClose}>
          {t('shell.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

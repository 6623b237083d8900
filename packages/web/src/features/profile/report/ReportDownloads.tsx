import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileReportData } from '@portal/core';
import { useFeatureOn } from '../../../app/portal-context';
import { useDownloadFile } from '../../print/use-download-file';
import { reportFileName, reportPdf } from '../profile-api';

/** Printing the screen prints the report alone: the shell and the buttons stay on screen. */
const PRINT_SCREEN = {
  '@media print': {
    'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
    main: { margin: '0 !important', padding: '0 !important' },
  },
} as const;

/**
 * Print, the PDF (rendered by the server from the print view) and the images as a zip, both
 * from the PDF call, where the brand has `pdfDownloads` on.
 */
export function ReportDownloads({ report }: { report: ProfileReportData }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadFile();
  const [busy, setBusy] = useState(false);
  const pdfOn = useFeatureOn('pdfDownloads');
  const name = reportFileName(report);
  const fetchFile = async (screenshots: boolean) => {
    setBusy(true);
    try {
      await download({
        ...reportPdf(report, i18n.language, screenshots),
        fileName: `${name}.${screenshots ? 'zip' : 'pdf'}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <GlobalStyles styles={PRINT_SCREEN} />
      <Button className="no-print" variant="outlined" onClick={() => window.print()}>
        {t('profile.downloads.print')}
      </Button>
      {pdfOn && (
        <>
          <Button
            className="no-print"
            variant="contained"
            disabled={busy}
            onClick={() => void fetchFile(false)}
          >
            {t('profile.downloads.pdf')}
          </Button>
          <Button className="no-print" disabled={busy} onClick={() => void fetchFile(true)}>
            {t('profile.downloads.png')}
          </Button>
        </>
      )}
    </>
  );
}

import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { useDownloadFile } from '../print/use-download-file';
import { logPlanDownload, planFilePath } from './plan-api';
import { userAccountIdOf } from './plan-owner';

type Format = 'pdf' | 'docx';

/**
 * Download the plan as PDF or Word (the server names the file; PDF where the brand has
 * `pdfDownloads` on, Word where it has `tractionPlanDocx` on); each download is logged.
 */
export function PlanDownloads({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const viewer = userAccountIdOf(useSession().session);
  const download = useDownloadFile();
  const [busy, setBusy] = useState<Format | null>(null);
  const pdfOn = useFeatureOn('pdfDownloads');
  const wordOn = useFeatureOn('tractionPlanDocx');
  const get = async (format: Format) => {
    setBusy(format);
    try {
      if ((await download({ path: planFilePath(planId, format) })) && viewer)
        logPlanDownload(api, planId, format, viewer);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {pdfOn && (
        <Button variant="outlined" disabled={busy !== null} onClick={() => void get('pdf')}>
          {busy === 'pdf' ? t('shell.common.loading') : t('plan.download.pdf')}
        </Button>
      )}
      {wordOn && (
        <Button variant="outlined" disabled={busy !== null} onClick={() => void get('docx')}>
          {busy === 'docx' ? t('shell.common.loading') : t('plan.download.docx')}
        </Button>
      )}
    </>
  );
}

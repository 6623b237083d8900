import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACTION_PLAN_API } from '@portal/core';
import { useDownloadFile } from '../print/use-download-file';

/** Download the plan as PDF or Word; the server names the file. */
export function PlanDownloads({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const get = async (format: 'pdf' | 'docx') => {
    setBusy(format);
    try {
      await download({
        path: format === 'pdf' ? TRACTION_PLAN_API.pdf(planId) : TRACTION_PLAN_API.docx(planId),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="outlined" disabled={busy !== null} onClick={() => void get('pdf')}>
        {busy === 'pdf' ? t('print.loading') : t('plan.download.pdf')}
      </Button>
      <Button variant="outlined" disabled={busy !== null} onClick={() => void get('docx')}>
        {busy === 'docx' ? t('print.loading') : t('plan.download.docx')}
      </Button>
    </>
  );
}

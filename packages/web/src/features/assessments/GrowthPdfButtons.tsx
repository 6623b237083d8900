import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentApi, type TAssessmentSummary } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';

const PDFS = {
  summary: assessmentApi.growthSummaryPdf,
  report: assessmentApi.growthReportPdf,
} as const;

/**
 * A completed scored assessment's growth summary and report as PDFs, where the brand has growth
 * assessments and PDF downloads on.
 */
export function GrowthPdfButtons({ assessment }: { assessment: TAssessmentSummary }) {
  const { t } = useTranslation();
  const save = useDownloadFile();
  const [saving, setSaving] = useState(false);
  const on = useFeatureOn(['growthAssessment', 'pdfDownloads']);
  if (!on || !assessment.completedAt || !assessment.scored) return null;
  const download = async (which: keyof typeof PDFS) => {
    setSaving(true);
    await save(fileRequest(PDFS[which], { params: { id: assessment.id } }));
    setSaving(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(['summary', 'report'] as const).map((which) => (
        <Button
          key={which}
          size="small"
          disabled={saving}
          onClick={() => void download(which)}
          aria-label={t(`assessments.growth.${which}Of`, { name: assessment.definitionName })}
        >
          {t(`assessments.growth.${which}Pdf`)}
        </Button>
      ))}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportsApi } from '@portal/core';
import { useFeatureOn } from '../../../app/portal-context';
import { fileRequest } from '../../print/download-file';
import { useDownloadFile } from '../../print/use-download-file';
import { filtersOf } from '../report-filters';

/**
 * The results of the account chosen in the filters (its campuses and CKH events in the range) as
 * a PDF, where the brand has `pdfDownloads` on; without an account, how to get one.
 */
export function ClientResultsDownload() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { accountId, from, to } = filtersOf(params);
  const save = useDownloadFile();
  const [saving, setSaving] = useState(false);
  if (!useFeatureOn('pdfDownloads')) return null;
  if (!accountId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('reports.client.chooseAccount')}
      </Typography>
    );
  }
  const download = async () => {
    setSaving(true);
    await save(
      fileRequest(reportsApi.clientResultsPdf, { params: { id: accountId }, query: { from, to } }),
    );
    setSaving(false);
  };
  return (
    <Button variant="contained" disabled={saving} onClick={() => void download()}>
      {t('reports.client.resultsPdf')}
    </Button>
  );
}

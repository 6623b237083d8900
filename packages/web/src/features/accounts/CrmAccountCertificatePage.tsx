import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { crmAccountApi } from '@portal/core';
import { call } from '../../api/call';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { fileRequest } from '../print/download-file';
import { useDownloadFile } from '../print/use-download-file';
import { CertificateView } from './CertificateView';

/**
 * certificate/crmAccount/{crmAccountId}/{certificateTemplateId}: the certificate and its PDF
 * (where the brand has `pdfDownloads` on).
 */
export function CrmAccountCertificatePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { crmAccountId = '', certificateTemplateId = '' } = useParams();
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);
  const pdfOn = useFeatureOn('pdfDownloads');
  const params = { a: crmAccountId, b: certificateTemplateId };
  const certificate = useQuery({
    queryKey: ['crmaccount', 'certificate', crmAccountId, certificateTemplateId],
    queryFn: ({ signal }) => call(api, crmAccountApi.certificateData, { params }, signal),
  });
  if (certificate.isPending) return <PageLoading />;
  if (certificate.isError) return <ErrorNotice error={certificate.error} />;
  const pdf = async () => {
    setDownloading(true);
    await download({
      ...fileRequest(crmAccountApi.certificatePdf, { params }),
      fileName: `${certificate.data.accountName} ${certificate.data.award.name}.pdf`,
    });
    setDownloading(false);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      {pdfOn && (
        <Button
          variant="contained"
          disabled={downloading}
          onClick={() => void pdf()}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('accounts.certificate.downloadPdf')}
        </Button>
      )}
      <CertificateView certificate={certificate.data} />
    </Stack>
  );
}

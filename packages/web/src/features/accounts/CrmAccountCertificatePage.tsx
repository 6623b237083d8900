import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TCrmAccountCertificate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useDownloadFile } from '../print/use-download-file';
import { CertificateView } from './CertificateView';

const id = (value: string) => encodeURIComponent(value);

/** certificate/crmAccount/{crmAccountId}/{certificateTemplateId}: the certificate and its PDF. */
export function CrmAccountCertificatePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { crmAccountId = '', certificateTemplateId = '' } = useParams();
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);
  const path = `${id(crmAccountId)}/${id(certificateTemplateId)}`;
  const certificate = useQuery({
    queryKey: ['crmaccount', 'certificate', crmAccountId, certificateTemplateId],
    queryFn: ({ signal }) =>
      api.get<TCrmAccountCertificate>(
        `/api/crmaccount/getCrmAccountCertificateData/${path}`,
        undefined,
        signal,
      ),
  });
  if (certificate.isPending) return <PageLoading />;
  if (certificate.isError) return <ErrorNotice error={certificate.error} />;
  const pdf = async () => {
    setDownloading(true);
    await download({
      path: `/api/crmaccount/GetCrmAccountCertificatePdf/${path}`,
      fileName: `${certificate.data.accountName} ${certificate.data.award.name}.pdf`,
    });
    setDownloading(false);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Button
        variant="contained"
        disabled={downloading}
        onClick={() => void pdf()}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('accounts.certificate.downloadPdf')}
      </Button>
      <CertificateView certificate={certificate.data} />
    </Stack>
  );
}

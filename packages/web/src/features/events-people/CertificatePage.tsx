import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isFeatureEnabled } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useDownloadFile } from '../print/use-download-file';
import { EventCertificateView } from './EventCertificateView';
import { certificatePdfPath, eventsPeopleKeys, fetchCertificate } from './events-people-api';

/** certificate/{participantId}: the person's event certificate and its PDF (where PDFs are on). */
export function CertificatePage() {
  const { t } = useTranslation();
  const { api, brand, config } = usePortal();
  const { participantId = '' } = useParams();
  const shown = isFeatureEnabled(config.features, 'certificates');
  const pdfOn = isFeatureEnabled(config.features, 'pdfDownloads');
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);
  const certificate = useQuery({
    queryKey: eventsPeopleKeys.certificate(participantId),
    queryFn: ({ signal }) => fetchCertificate(api, participantId, signal),
    enabled: shown,
    retry: false,
  });
  if (!shown) {
    return (
      <Alert severity="info" sx={{ maxWidth: 760, mx: 'auto' }}>
        {t('eventsPeople.certificate.notInBrand', { brand: brand.displayName })}
      </Alert>
    );
  }
  if (certificate.isPending) return <PageLoading />;
  if (certificate.isError) return <ErrorNotice error={certificate.error} />;
  const c = certificate.data;
  const pdf = async () => {
    setDownloading(true);
    await download({
      path: certificatePdfPath(participantId),
      fileName: `${c.firstName} ${c.lastName} ${c.eventTypeName}.pdf`,
    });
    setDownloading(false);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/myevents">
          {t('eventsPeople.certificate.myEvents')}
        </Button>
        {pdfOn && (
          <Button variant="contained" disabled={downloading} onClick={() => void pdf()}>
            {t('eventsPeople.certificate.downloadPdf')}
          </Button>
        )}
      </Stack>
      <EventCertificateView certificate={c} />
    </Stack>
  );
}

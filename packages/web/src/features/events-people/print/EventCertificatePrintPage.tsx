import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isFeatureEnabled, participantApi } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PrintLayout } from '../../print/PrintLayout';
import { usePrintApi } from '../../print/print-api';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { EventCertificateView } from '../EventCertificateView';

/**
 * print/eventCertificate/{printKey}/{participantId}: the certificate alone on a landscape sheet,
 * read with the print key; the PDF renderer waits for the report-rendered marker.
 */
export function EventCertificatePrintPage() {
  const { t } = useTranslation();
  const { brand, config } = usePortal();
  const printApi = usePrintApi();
  const { participantId = '' } = useParams();
  const shown = isFeatureEnabled(config.features, 'certificates');
  const certificate = useQuery({
    queryKey: ['print', 'eventCertificate', participantId],
    queryFn: () =>
      printGet(printApi, participantApi.certificatePrintData, { params: { id: participantId } }),
    enabled: shown,
    retry: false,
  });
  useReportRendered(!shown || certificate.isSuccess || certificate.isError);
  return (
    <PrintLayout>
      <GlobalStyles styles={{ '@page': { size: 'landscape' } }} />
      {!shown && (
        <Alert severity="info">
          {t('eventsPeople.certificate.notInBrand', { brand: brand.displayName })}
        </Alert>
      )}
      {certificate.isError && <ErrorNotice error={certificate.error} />}
      {certificate.data && <EventCertificateView certificate={certificate.data} />}
    </PrintLayout>
  );
}

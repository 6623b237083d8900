import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { crmAccountApi } from '@portal/core';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PrintLayout } from '../../print/PrintLayout';
import { usePrintApi } from '../../print/print-api';
import { printGet } from '../../print/print-call';
import { useReportRendered } from '../../print/use-report-rendered';
import { CertificateView } from '../CertificateView';

/**
 * print/crmAccountCertificate/{printKey}/{crmAccountId}/{certificateTemplateId}: the certificate
 * alone on the sheet, read with the print key; the PDF renderer waits for its marker.
 */
export function CrmAccountCertificatePrintPage() {
  const printApi = usePrintApi();
  const { crmAccountId = '', certificateTemplateId = '' } = useParams();
  const certificate = useQuery({
    queryKey: ['print', 'crmAccountCertificate', crmAccountId, certificateTemplateId],
    queryFn: () =>
      printGet(printApi, crmAccountApi.certificatePrintData, {
        params: { a: crmAccountId, b: certificateTemplateId },
      }),
    retry: false,
  });
  useReportRendered(certificate.isSuccess);
  return (
    <PrintLayout>
      {certificate.isError && <ErrorNotice error={certificate.error} />}
      {certificate.data && <CertificateView certificate={certificate.data} />}
    </PrintLayout>
  );
}

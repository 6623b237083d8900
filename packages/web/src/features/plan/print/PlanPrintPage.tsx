import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, isPlanComplete } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { BrandLogo } from '../../../ui/BrandLogo';
import { usePrintApi } from '../../print/print-api';
import { PrintLayout } from '../../print/PrintLayout';
import { useReportRendered } from '../../print/use-report-rendered';
import { fetchPrintPlan } from '../plan-api';
import { ownerName } from '../plan-owner';
import { PlanSections } from '../PlanSections';

/**
 * print/tractionplan/{printKey}/{tpCode} (what the PDF is made of) and, for security admins,
 * printpreview/tractionplan/...: the plan on one sheet, its data read with the print key.
 */
export function PlanPrintPage() {
  const { t, i18n } = useTranslation();
  const { brand } = usePortal();
  const printApi = usePrintApi();
  const { tpCode = '' } = useParams();
  const query = useQuery({
    queryKey: ['tractionplan', 'print', tpCode],
    queryFn: () => fetchPrintPlan(printApi, tpCode),
    retry: false,
  });
  useReportRendered(query.isSuccess);
  const plan = query.data;
  return (
    <PrintLayout>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {plan && (
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <div>
              <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                {brand.siteTitle}
              </Typography>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
                {t('route.printTractionPlan')}
              </Typography>
              <Typography variant="h6" component="p">
                {ownerName(plan)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  plan.plan.companyName,
                  plan.lastUpdatedUTC &&
                    t('plan.page.lastUpdated', {
                      date: formatDate(plan.lastUpdatedUTC, i18n.language, { length: 'short' }),
                    }),
                  isPlanComplete(plan.plan) ? t('plan.page.complete') : t('plan.page.incomplete'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </div>
            <BrandLogo brand={brand} />
          </Stack>
          <Divider />
          <PlanSections plan={plan.plan} />
        </Stack>
      )}
    </PrintLayout>
  );
}

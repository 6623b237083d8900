import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { TableScroll } from '../../ui/TableScroll';
import { SecuritySection } from '../security/SecuritySection';
import { listSubscriptions, subscriptionKeys } from './subscriptions-api';

/** subscriptions/admin: every resource group's subscription, its alerts and subscribers. */
export function SubscriptionsAdminPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const list = useQuery({
    queryKey: subscriptionKeys.list,
    queryFn: ({ signal }) => listSubscriptions(api, signal),
  });
  const title = t('subscriptions.admin.title');
  return (
    <SecuritySection
      level={2}
      title={title}
      actions={
        <Button variant="contained" component={RouterLink} to="/subscriptions/edit">
          {t('subscriptions.admin.create')}
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>{t('subscriptions.admin.intro')}</Typography>
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {list.isSuccess && (
        <TableScroll label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('subscriptions.admin.group')}</TableCell>
                <TableCell>{t('subscriptions.admin.status')}</TableCell>
                <TableCell>{t('subscriptions.admin.alerts')}</TableCell>
                <TableCell align="right">{t('subscriptions.admin.subscribers')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('subscriptions.admin.none')}</TableCell>
                </TableRow>
              )}
              {list.data.map((subscription) => (
                <TableRow key={subscription.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/subscriptions/edit/${subscription.id}`}>
                      {subscription.resourceGroupName}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {t(`subscriptions.statuses.${subscription.resourceGroupStatus}`)}
                  </TableCell>
                  <TableCell>
                    {subscription.notifications
                      ? t('subscriptions.admin.on')
                      : t('subscriptions.admin.off')}
                  </TableCell>
                  <TableCell align="right">{subscription.subscriberCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </SecuritySection>
  );
}

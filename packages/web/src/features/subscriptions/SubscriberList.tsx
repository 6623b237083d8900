import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TSubscriber, TSubscription } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { TableScroll } from '../../ui/TableScroll';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { listSubscribers, removeSubscriber, subscriptionKeys } from './subscriptions-api';

export const subscriberName = (s: Pick<TSubscriber, 'firstName' | 'lastName' | 'email'>) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ') || s.email;

/** The subscribers of a subscription: who, where their alerts go, whether they stopped them. */
export function SubscriberList({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useAction(subscriptionKeys.all);
  const list = useQuery({
    queryKey: subscriptionKeys.subscribers(subscription.id),
    queryFn: ({ signal }) => listSubscribers(api, subscription.id, signal),
  });
  const remove = async (subscriber: TSubscriber) => {
    const name = subscriberName(subscriber);
    if (!(await confirm({ message: t('subscriptions.subscribers.confirmRemove', { name }) }))) {
      return;
    }
    await run(
      () => removeSubscriber(api, subscription.id, subscriber.id),
      () => t('subscriptions.subscribers.removed'),
    );
  };
  const title = t('subscriptions.subscribers.title', { count: subscription.subscriberCount });
  return (
    <SecuritySection
      title={title}
      actions={
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/subscribers/edit/${subscription.id}`}
        >
          {t('subscriptions.subscribers.add')}
        </Button>
      }
    >
      {list.isPending && <PageLoading />}
      {list.isError && <ErrorNotice error={list.error} />}
      {list.isSuccess && (
        <TableScroll label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('subscriptions.subscribers.name')}</TableCell>
                <TableCell>{t('subscriptions.subscribers.email')}</TableCell>
                <TableCell>{t('subscriptions.subscribers.state')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('subscriptions.subscribers.none')}</TableCell>
                </TableRow>
              )}
              {list.data.map((subscriber) => (
                <TableRow key={subscriber.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/subscribers/edit/${subscription.id}/${subscriber.id}`}
                    >
                      {subscriberName(subscriber)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{subscriber.email}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={subscriber.unsubscribed ? 'default' : 'success'}
                      label={
                        subscriber.unsubscribed
                          ? t('subscriptions.subscribers.unsubscribed')
                          : t('subscriptions.subscribers.receiving')
                      }
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => void remove(subscriber)}
                      aria-label={`${t('subscriptions.subscribers.remove')}: ${subscriberName(subscriber)}`}
                    >
                      {t('subscriptions.subscribers.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </SecuritySection>
  );
}

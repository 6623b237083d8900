import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TSubscriptionSaveInput } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { ContentAlertForm } from './ContentAlertForm';
import { SubscriberList } from './SubscriberList';
import { SubscriptionForm } from './SubscriptionForm';
import {
  deleteSubscription,
  fetchSubscription,
  listGroups,
  listSubscriptions,
  saveSubscription,
  subscriptionKeys,
} from './subscriptions-api';
import { editionKey } from '../../ui/edition-key';

/**
 * subscriptions/edit/{subscriptionId?}: a new subscription, or one with its subscribers and the
 * alert sent by hand (where the brand has content alerts on).
 */
export function SubscriptionEditPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const alertsOn = useFeatureOn('contentAlerts');
  const { subscriptionId } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, busy } = useAction(subscriptionKeys.all);
  const subscription = useQuery({
    queryKey: subscriptionKeys.one(subscriptionId ?? ''),
    queryFn: ({ signal }) => fetchSubscription(api, subscriptionId ?? '', signal),
    enabled: subscriptionId !== undefined,
  });
  const groups = useQuery({
    queryKey: subscriptionKeys.groups,
    queryFn: ({ signal }) => listGroups(api, signal),
  });
  const taken = useQuery({
    queryKey: subscriptionKeys.list,
    queryFn: ({ signal }) => listSubscriptions(api, signal),
  });

  const save = async (values: TSubscriptionSaveInput) => {
    const saved = await run(
      () => saveSubscription(api, values),
      () => t('subscriptions.edit.saved'),
    );
    if (saved && !subscriptionId) {
      void navigate(`/subscriptions/edit/${saved.id}`, { replace: true });
    }
  };
  const remove = async (id: string, name: string) => {
    if (!(await confirm({ message: t('subscriptions.edit.confirmDelete', { name }) }))) return;
    const done = await run(
      () => deleteSubscription(api, id),
      () => t('subscriptions.edit.deleted'),
    );
    if (done) void navigate('/subscriptions/admin');
  };

  const error = subscription.error ?? groups.error ?? taken.error;
  if (error) return <ErrorNotice error={error} />;
  if (!groups.data || !taken.data || (subscriptionId && !subscription.data)) {
    return <PageLoading />;
  }
  const current = subscription.data;
  // A group has one subscription: offer the groups without one, and this one's own.
  const held = new Set(taken.data.map((s) => s.resourceGroupId));
  const free = groups.data.filter(
    (group) => !held.has(group.id) || group.id === current?.resourceGroupId,
  );
  const back = (
    <Button component={RouterLink} to="/subscriptions/admin">
      {t('subscriptions.edit.back')}
    </Button>
  );
  if (!current) {
    return (
      <SecuritySection level={2} title={t('subscriptions.edit.newTitle')} actions={back}>
        <SubscriptionForm groups={free} busy={busy} onSave={(v) => void save(v)} />
      </SecuritySection>
    );
  }
  return (
    <>
      <SecuritySection
        level={2}
        title={t('subscriptions.edit.title', { name: current.resourceGroupName })}
        actions={
          <>
            {back}
            <Button
              color="error"
              disabled={busy}
              onClick={() => void remove(current.id, current.resourceGroupName)}
            >
              {t('subscriptions.edit.delete')}
            </Button>
          </>
        }
      >
        <SubscriptionForm
          key={editionKey(current)}
          subscription={current}
          groups={free}
          busy={busy}
          onSave={(v) => void save(v)}
        />
      </SecuritySection>
      <SubscriberList subscription={current} />
      {alertsOn && <ContentAlertForm subscription={current} />}
    </>
  );
}

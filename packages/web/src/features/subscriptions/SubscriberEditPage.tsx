import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { TSubscriber, TSubscriberCandidate } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { subscriberName } from './SubscriberList';
import { SubscriberPicker } from './SubscriberPicker';
import {
  fetchSubscriber,
  fetchSubscription,
  removeSubscriber,
  saveSubscriber,
  subscriptionKeys,
} from './subscriptions-api';

type FormProps = {
  subscriber?: TSubscriber;
  busy: boolean;
  onSave: (userAccountId: string, email: string) => void;
};

/** Who (a new subscriber) and the address their alerts go to. */
function SubscriberForm({ subscriber, busy, onSave }: FormProps) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<TSubscriberCandidate | null>(null);
  const [email, setEmail] = useState(subscriber?.email ?? '');
  const addresses = subscriber ? subscriber.addresses : (person?.emails ?? []);
  const userAccountId = subscriber?.userAccountId ?? person?.userAccountId;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (userAccountId) onSave(userAccountId, email);
      }}
    >
      {subscriber ? (
        <Typography>{subscriberName(subscriber)}</Typography>
      ) : (
        <SubscriberPicker
          value={person}
          onChange={(next) => {
            setPerson(next);
            setEmail(next?.emails[0] ?? '');
          }}
        />
      )}
      <TextField
        select
        size="small"
        label={t('subscriptions.subscriber.email')}
        value={addresses.includes(email) ? email : ''}
        onChange={(event) => setEmail(event.target.value)}
        disabled={addresses.length === 0}
      >
        {addresses.map((address) => (
          <MenuItem key={address} value={address}>
            {address}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !userAccountId || email === ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('subscriptions.subscriber.save')}
      </Button>
    </Stack>
  );
}

/** subscribers/edit/{subscriptionId}/{subscriberId?}: adds a subscriber, or changes or removes one. */
export function SubscriberEditPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { subscriptionId = '', subscriberId } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, busy } = useAction(subscriptionKeys.all);
  const subscription = useQuery({
    queryKey: subscriptionKeys.one(subscriptionId),
    queryFn: ({ signal }) => fetchSubscription(api, subscriptionId, signal),
  });
  const subscriber = useQuery({
    queryKey: subscriptionKeys.subscriber(subscriptionId, subscriberId ?? ''),
    queryFn: ({ signal }) => fetchSubscriber(api, subscriptionId, subscriberId ?? '', signal),
    enabled: subscriberId !== undefined,
  });
  const backTo = `/subscriptions/edit/${subscriptionId}`;
  const save = async (userAccountId: string, email: string) => {
    const saved = await run(
      () => saveSubscriber(api, subscriptionId, { id: subscriberId, userAccountId, email }),
      () => t('subscriptions.subscriber.saved'),
    );
    if (saved) void navigate(backTo);
  };
  const remove = async (current: TSubscriber) => {
    const name = subscriberName(current);
    if (!(await confirm({ message: t('subscriptions.subscribers.confirmRemove', { name }) }))) {
      return;
    }
    const done = await run(
      () => removeSubscriber(api, subscriptionId, current.id),
      () => t('subscriptions.subscribers.removed'),
    );
    if (done) void navigate(backTo);
  };

  const error = subscription.error ?? subscriber.error;
  if (error) return <ErrorNotice error={error} />;
  if (!subscription.data || (subscriberId && !subscriber.data)) return <PageLoading />;
  const current = subscriber.data;
  return (
    <SecuritySection
      level={2}
      title={
        current
          ? t('subscriptions.subscriber.title', { name: subscriberName(current) })
          : t('subscriptions.subscriber.newTitle', { group: subscription.data.resourceGroupName })
      }
      actions={
        <>
          <Button component={RouterLink} to={backTo}>
            {t('subscriptions.subscriber.back')}
          </Button>
          {current && (
            <Button color="error" disabled={busy} onClick={() => void remove(current)}>
              {t('subscriptions.subscribers.remove')}
            </Button>
          )}
        </>
      }
    >
      <SubscriberForm
        key={current?.id ?? 'new'}
        {...(current ? { subscriber: current } : {})}
        busy={busy}
        onSave={(userAccountId, email) => void save(userAccountId, email)}
      />
    </SecuritySection>
  );
}

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscription } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { listGroupItems, sendContentAlert, subscriptionKeys } from './subscriptions-api';

/** Announces one item of the subscription's group to its subscribers now (sendContentAlert). */
export function ContentAlertForm({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useAction(subscriptionKeys.all);
  const groupId = subscription.resourceGroupId;
  const active = subscription.resourceGroupStatus === 'active';
  const items = useQuery({
    queryKey: subscriptionKeys.items(groupId),
    queryFn: ({ signal }) => listGroupItems(api, groupId, signal),
    enabled: active,
  });
  const [contentId, setContentId] = useState('');
  const [channel, setChannel] = useState<1 | 3>(1);
  const send = () =>
    void run(
      () => sendContentAlert(api, groupId, contentId, channel),
      (result) => t('subscriptions.alert.sent', result),
    );
  const choices = items.data ?? [];
  return (
    <SecuritySection title={t('subscriptions.alert.title')}>
      <Typography sx={{ mb: 2 }}>
        {active ? t('subscriptions.alert.intro') : t('subscriptions.alert.notActive')}
      </Typography>
      {items.isError && <ErrorNotice error={items.error} />}
      {active && items.isSuccess && choices.length === 0 && (
        <Typography>{t('subscriptions.alert.noItems')}</Typography>
      )}
      {active && choices.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label={t('subscriptions.alert.item')}
            value={contentId}
            onChange={(event) => setContentId(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {choices.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('subscriptions.alert.channel')}
            value={channel}
            onChange={(event) => setChannel(Number(event.target.value) === 3 ? 3 : 1)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value={1}>{t('subscriptions.alert.email')}</MenuItem>
            <MenuItem value={3}>{t('subscriptions.alert.toast')}</MenuItem>
          </TextField>
          <Button variant="contained" disabled={busy || contentId === ''} onClick={send}>
            {t('subscriptions.alert.send')}
          </Button>
        </Stack>
      )}
    </SecuritySection>
  );
}

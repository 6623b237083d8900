import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUBSCRIPTION_LIMITS,
  type TResourceGroup,
  type TSubscription,
  type TSubscriptionSaveInput,
} from '@portal/core';

type Props = {
  /** The subscription being changed; none for a new one. */
  subscription?: TSubscription;
  /** The groups it may name: those without a subscription, and its own. */
  groups: TResourceGroup[];
  busy: boolean;
  onSave: (values: TSubscriptionSaveInput) => void;
};

/** A subscription's group, description and whether its alerts are on. */
export function SubscriptionForm({ subscription, groups, busy, onSave }: Props) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState(subscription?.resourceGroupId ?? '');
  const [description, setDescription] = useState(subscription?.description ?? '');
  const [notifications, setNotifications] = useState(subscription?.notifications ?? true);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          ...(subscription ? { id: subscription.id, version: subscription.version } : {}),
          resourceGroupId: groupId,
          description,
          notifications,
        });
      }}
    >
      <TextField
        select
        required
        size="small"
        label={t('subscriptions.edit.group')}
        value={groupId}
        onChange={(event) => setGroupId(event.target.value)}
        helperText={groups.length === 0 ? t('subscriptions.edit.noGroups') : ' '}
      >
        {groups.map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name} ({t(`subscriptions.statuses.${group.status}`)})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('subscriptions.edit.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SUBSCRIPTION_LIMITS.description } }}
      />
      <FormControlLabel
        label={t('subscriptions.edit.notifications')}
        control={
          <Switch
            checked={notifications}
            onChange={(event) => setNotifications(event.target.checked)}
          />
        }
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || groupId === ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('subscriptions.edit.save')}
      </Button>
    </Stack>
  );
}

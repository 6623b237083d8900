import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_MIN_LENGTH,
  ZWebhookInput,
  ZWebhookUpdate,
  type TWebhook,
  type TWebhookEvent,
  type TWebhookInput,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { Dialog } from '../../ui/Dialog';

type Props = {
  /** The webhook to edit; null adds a new one. */
  webhook: TWebhook | null;
  onSave: (input: TWebhookInput) => Promise<void>;
  onClose: () => void;
};

/** The form of one webhook: URL, secret (kept when left empty on edit), events, on/off. */
export function WebhookDialog({ webhook, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const input = { url, events, active, description, ...(secret ? { secret } : {}) };
    const check = (webhook ? ZWebhookUpdate : ZWebhookInput).safeParse(input);
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    try {
      await onSave(input as TWebhookInput);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ url: error.message });
    } finally {
      setSaving(false);
    }
  };
  const toggle = (event: TWebhookEvent) =>
    setEvents((old) => (old.includes(event) ? old.filter((e) => e !== event) : [...old, event]));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{webhook ? t('webhooks.edit') : t('webhooks.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('webhooks.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={!!errors.url}
            helperText={errors.url}
            required
            type="url"
          />
          <TextField
            label={t('webhooks.secret')}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            error={!!errors.secret}
            helperText={
              errors.secret ??
              (webhook
                ? t('webhooks.secretKeep')
                : t('webhooks.secretHint', { min: WEBHOOK_SECRET_MIN_LENGTH }))
            }
            required={!webhook}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            label={t('webhooks.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FormGroup>
            <FormLabel error={!!errors.events}>{t('webhooks.events')}</FormLabel>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />
                }
                label={t(`webhooks.eventName.${event}`)}
              />
            ))}
          </FormGroup>
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={t('webhooks.active')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {t('webhooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

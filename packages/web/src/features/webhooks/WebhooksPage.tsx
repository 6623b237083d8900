import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWebhook, TWebhookInput } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookDialog } from './WebhookDialog';
import { WebhookList } from './WebhookList';
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook } from './webhooks-api';

/** The security admin's webhooks of the brand and their deliveries. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const result = useQuery({
    queryKey: ['webhooks', 'list'],
    queryFn: ({ signal }) => listWebhooks(api, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });

  const save = async (input: TWebhookInput) => {
    if (editing && editing !== 'new') await updateWebhook(api, editing.id, input);
    else await createWebhook(api, input);
    setEditing(null);
    toasts.show({ message: t('webhooks.saved'), severity: 'success' });
    await refresh();
  };
  const remove = async (hook: TWebhook) => {
    if (!(await confirm({ message: t('webhooks.confirmDelete', { url: hook.url }) }))) return;
    await deleteWebhook(api, hook.id);
    toasts.show({ message: t('webhooks.deleted'), severity: 'success' });
    await refresh();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {t('webhooks.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('webhooks.intro')}
      </Typography>
      {result.isError && <ErrorNotice error={result.error} />}
      <WebhookList
        hooks={result.data ?? []}
        loaded={result.isSuccess}
        onEdit={setEditing}
        onDelete={(hook) =>
          void remove(hook).catch((error: Error) =>
            toasts.show({ message: error.message, severity: 'error' }),
          )
        }
      />
      <WebhookDeliveries />
      {editing && (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

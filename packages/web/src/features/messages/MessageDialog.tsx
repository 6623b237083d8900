import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import {
  previewMessage,
  resendMessage,
  statusLabel,
  typeLabel,
  type MessagePreview,
} from './messages-api';
import { formatDateTime } from '@portal/core';
import { Dialog } from '../../ui/Dialog';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

function MessageFields({ message }: { message: MessagePreview }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <Field label={t('shell.messages.recipient')} value={message.recipient} />
      </Box>
      <Field label={t('shell.messages.type')} value={typeLabel(t, message.messageType)} />
      <Field label={t('shell.messages.entered')} value={at(message.enteredUtc)} />
      <Field label={t('shell.messages.sent')} value={at(message.sentUtc)} />
      <Field label={t('shell.messages.completed')} value={at(message.completedUtc)} />
      <Field label={t('shell.messages.status')} value={statusLabel(t, message.status)} />
      {message.resultDetails && (
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <Field label={t('shell.messages.result')} value={message.resultDetails} />
        </Box>
      )}
    </Box>
  );
}

/** Queues a copy of the message after a confirmation, then refreshes the list. */
function useResend(message: MessagePreview | undefined) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (id: string) => resendMessage(api, id),
    onSuccess: async () => {
      toasts.show({ message: t('messaging.resend.done'), severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['messaging', 'search'] });
    },
  });
  const start = async () => {
    if (!message) return;
    const yes = await confirm({
      title: t('messaging.resend.confirmTitle'),
      message: t('messaging.resend.confirmBody', { recipient: message.recipient }),
    });
    if (yes) resend.mutate(message.id);
  };
  return { start, resend };
}

/** One message: its subject, details and text body, shown as text (never as HTML). */
export function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const preview = useQuery({
    queryKey: ['messaging', 'preview', id],
    queryFn: ({ signal }) => previewMessage(api, id ?? '', signal),
    enabled: id !== null,
  });
  const message = preview.data;
  const { start, resend } = useResend(message);
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {message?.subject ?? t('shell.common.loading')}
      </DialogTitle>
      <DialogContent dividers>
        {preview.isPending && <LinearProgress />}
        {preview.isError && <ErrorNotice error={preview.error} />}
        {resend.isError && <ErrorNotice error={resend.error} />}
        {message && (
          <>
            <MessageFields message={message} />
            <Typography variant="caption" color="text.secondary" component="div">
              {t('shell.messages.body')}
            </Typography>
            <Box
              component="pre"
              data-testid="message-body"
              sx={{
                m: 0,
                p: 2,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
              }}
            >
              {message.bodyText || t('shell.messages.noBody')}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {message && (
          <Button onClick={() => void start()} disabled={resend.isPending}>
            {t('messaging.resend.action')}
          </Button>
        )}
        <Button onClick={onClose}>{t('shell.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

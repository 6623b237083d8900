import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TWebhook } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  hooks: readonly TWebhook[];
  loaded: boolean;
  onEdit: (hook: TWebhook) => void;
  onDelete: (hook: TWebhook) => void;
};

/** The brand's webhooks: URL, events, on/off, with edit and delete. */
export function WebhookList({ hooks, loaded, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('webhooks.title')}>
      <Table size="small" aria-label={t('webhooks.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('webhooks.url')}</TableCell>
            <TableCell>{t('webhooks.events')}</TableCell>
            <TableCell>{t('webhooks.active')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {hooks.map((hook) => (
            <TableRow key={hook.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {hook.url}
                {hook.description && (
                  <Stack component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                    {hook.description}
                  </Stack>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {hook.events.map((event) => (
                    <Chip key={event} size="small" label={t(`webhooks.eventName.${event}`)} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>{hook.active ? t('webhooks.active') : t('webhooks.inactive')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onEdit(hook)}>
                  {t('webhooks.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => onDelete(hook)}>
                  {t('webhooks.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {loaded && hooks.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
                {t('webhooks.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

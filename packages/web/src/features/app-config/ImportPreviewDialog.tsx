import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  BRANDS,
  appConfigChanges,
  noChanges,
  type AppConfig,
  type TAppConfigDocument,
} from '@portal/core';
import { Dialog } from '../../ui/Dialog';
import { ChangesList } from './ChangesList';

type Props = {
  fileName: string;
  document: TAppConfigDocument;
  current: AppConfig;
  busy: boolean;
  onApply: () => void;
  onClose: () => void;
};

/** What an imported file would change here, before anything is applied. */
export function ImportPreviewDialog({
  fileName,
  document,
  current,
  busy,
  onApply,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const changes = appConfigChanges(current, document);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('appConfig.preview.title', { file: fileName })}</DialogTitle>
      <DialogContent>
        {document.appName && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('appConfig.preview.from', {
              brand: BRANDS[document.appName].displayName,
              version: document.version ?? '-',
            })}
          </Typography>
        )}
        <ChangesList changes={changes} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('appConfig.preview.cancel')}</Button>
        <Button variant="contained" disabled={busy || noChanges(changes)} onClick={onApply}>
          {t('appConfig.preview.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Toast } from './toast-store';

/**
 * One toast at the bottom centre; its action, when it has one, also closes it. It mounts at the
 * end of the page's body, so an open dialog (which hides the rest of the page from assistive
 * technology) does not hide the toasts of what is done in it.
 */
export function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={toast.durationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={onClose}
          closeText={t('shell.common.close')}
          role="alert"
          action={
            toast.action ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  toast.action?.onClick();
                  onClose();
                }}
              >
                {toast.action.label}
              </Button>
            ) : undefined
          }
          sx={(theme) => ({
            alignItems: 'center',
            ...(toast.colour
              ? { bgcolor: toast.colour, color: theme.palette.getContrastText(toast.colour) }
              : {}),
          })}
        >
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

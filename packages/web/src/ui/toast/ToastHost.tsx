import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { toasts as appToasts, type ToastStore } from './toast-store';

/** Shows the first toast of the queue at the bottom centre. */
export function ToastHost({ store = appToasts }: { store?: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.current);
  if (!toast) return null;
  const close = () => store.dismiss(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={close}
        role="alert"
        action={
          toast.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.action?.onClick();
                close();
              }}
            >
              {toast.action.label}
            </Button>
          ) : undefined
        }
        sx={{ alignItems: 'center' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

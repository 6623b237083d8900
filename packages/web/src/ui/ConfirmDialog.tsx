import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirm-context';
import { Dialog } from './Dialog';

type Props = { options: ConfirmOptions; onAnswer: (answer: boolean) => void };

/** The confirm dialog: the spec's default buttons are 'Yes' and 'No'. */
export function ConfirmDialog({ options, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={() => onAnswer(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{options.title ?? t('shell.confirm.title')}</DialogTitle>
      <DialogContent>
        {options.warning && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {options.warning}
          </Alert>
        )}
        <DialogContentText>{options.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{options.no ?? t('shell.common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {options.yes ?? t('shell.common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

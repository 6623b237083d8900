import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

type Props = {
  busy: boolean;
  canSave?: boolean;
  /** Without it, the foot only closes (nothing to save). */
  onSave?: () => void;
  onClose: () => void;
  /** Removes what this page (or the default page) says, so the next in the lookup applies. */
  onRemove?: () => void;
  removeLabel?: string;
};

/** Remove, cancel and save: the foot of each editor of the edit mode. */
export function EditActions({
  busy,
  canSave = true,
  onSave,
  onClose,
  onRemove,
  removeLabel,
}: Props) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {onRemove && (
        <Button color="error" onClick={onRemove} disabled={busy} sx={{ mr: 'auto' }}>
          {removeLabel}
        </Button>
      )}
      <Button onClick={onClose} disabled={busy}>
        {t(onSave ? 'pageEdit.cancel' : 'pageEdit.close')}
      </Button>
      {onSave && (
        <Button variant="contained" onClick={onSave} disabled={busy || !canSave}>
          {t('pageEdit.save')}
        </Button>
      )}
    </DialogActions>
  );
}

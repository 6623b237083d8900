import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/core';

type Props = {
  dirty: boolean;
  saving: boolean;
  lastSave: { at: Date; auto: boolean } | null;
};

/** Where the editor's changes are: saving, not saved yet, or saved (automatically) at a time. */
export function AutosaveStatus({ dirty, saving, lastSave }: Props) {
  const { t, i18n } = useTranslation();
  const text = saving
    ? t('contentAdmin.autosave.saving')
    : dirty
      ? t('contentAdmin.autosave.unsaved')
      : lastSave
        ? t(lastSave.auto ? 'contentAdmin.autosave.autosaved' : 'contentAdmin.autosave.saved', {
            time: formatDateTime(lastSave.at, i18n.language),
          })
        : '';
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {text}
    </Typography>
  );
}

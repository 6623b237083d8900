import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlanEditor } from './use-plan-editor';

/** The state of the editing as a short line: saving, unsaved changes, or saved. */
export function SaveState({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const { state } = editor;
  if (!state.editable) return null;
  const text = state.saving
    ? t('plan.edit.saving')
    : state.isDirty
      ? t('plan.edit.unsaved')
      : t('plan.edit.allSaved');
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {text}
    </Typography>
  );
}

/**
 * Who else is editing (the lock), and a refused stale save with its two ways on: reload the
 * newer version (dropping these edits) or keep editing.
 */
export function EditAlerts({ editor, onReload }: { editor: PlanEditor; onReload: () => void }) {
  const { t } = useTranslation();
  const { conflict, lockedBy } = editor;
  if (!conflict && !lockedBy) return null;
  return (
    <Stack spacing={1}>
      {lockedBy && <Alert severity="info">{t('plan.edit.lockedBy', { name: lockedBy })}</Alert>}
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button color="inherit" size="small" onClick={onReload}>
                {t('plan.edit.reload')}
              </Button>
              <Button color="inherit" size="small" onClick={editor.keepEditing}>
                {t('plan.edit.keepEditing')}
              </Button>
            </Stack>
          }
        >
          {conflict.editedByName
            ? t('plan.edit.conflictBy', { name: conflict.editedByName })
            : t('plan.edit.conflict')}
        </Alert>
      )}
    </Stack>
  );
}

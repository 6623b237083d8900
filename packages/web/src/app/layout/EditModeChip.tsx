import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_DELAY_MS } from '@portal/core';
import { usePageEditMode } from '../page-edit-mode';

/** Says that the page-text edit mode is on (shown only then); its delete button leaves it. */
export function EditModeChip() {
  const { t } = useTranslation();
  const { setOn } = usePageEditMode();
  return (
    <Tooltip title={t('security.editMode.tooltip')} enterDelay={TOOLTIP_DELAY_MS}>
      <Chip
        label={t('security.editMode.label')}
        color="warning"
        size="small"
        onDelete={() => setOn(false)}
        data-testid="edit-mode-chip"
        sx={{ fontWeight: 600, mx: 0.5 }}
      />
    </Tooltip>
  );
}

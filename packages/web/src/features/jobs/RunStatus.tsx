import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TJobRunStatus } from '@portal/core';

const COLOR = { running: 'info', completed: 'success', failed: 'error' } as const;

/** The state of a run as a small coloured label. */
export function RunStatus({ status }: { status: TJobRunStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status]}
      label={t(`jobs.statusName.${status}`)}
    />
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ResourceGroupStatus } from '@portal/core';

const COLOURS = { draft: 'default', active: 'success', archived: 'warning' } as const;

/** A group's status as a chip: draft, active (published) or archived. */
export function StatusChip({ status }: { status: ResourceGroupStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} label={t(`contentAdmin.status.${status}`)} />;
}

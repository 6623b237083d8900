import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type BannerSeverity = 'info' | 'success' | 'warning' | 'error';

type Props = { severity: BannerSeverity; action?: ReactNode; children: ReactNode };

/** A full-width strip under the toolbar for a notice that concerns the whole page. */
export function Banner({ severity, action, children }: Props) {
  return (
    <Box
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 3, md: 4 },
        py: 1.25,
        bgcolor: alpha(theme.palette[severity].main, 0.12),
        borderBottom: `1px solid ${alpha(theme.palette[severity].main, 0.35)}`,
        borderLeft: `4px solid ${theme.palette[severity].main}`,
        color: 'text.primary',
      })}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>{children}</Box>
      {action}
    </Box>
  );
}

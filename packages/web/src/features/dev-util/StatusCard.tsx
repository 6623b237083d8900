import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type StatusRow = { label: string; value: ReactNode };

/** One part of the developer tools' status: a titled list of names and values. */
export function StatusCard({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly StatusRow[];
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // On a phone each name sits above its value.
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2">
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A simple page: a heading and its content on one surface, centred and readable. */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      <Typography variant="h1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

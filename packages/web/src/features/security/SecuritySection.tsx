import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** A heading level 2 for the page's main section, 3 for the sections under it. */
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
};

/** One surface of a security page: a heading, its actions on the right, then the content. */
export function SecuritySection({ title, level = 3, actions, children }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography
          variant={level === 2 ? 'h5' : 'h6'}
          component={level === 2 ? 'h2' : 'h3'}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}

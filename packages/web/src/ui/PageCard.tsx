import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOnCard } from './surface-context';

type Props = {
  title: string;
  /** A short line above the title naming where the user is (e.g. the page's name). */
  eyebrow?: string;
  children: ReactNode;
};

/** A simple page: a heading and its content on one surface, centred and readable. */
export function PageCard({ title, eyebrow, children }: Props) {
  const onCard = useOnCard();
  const content = (
    <>
      {eyebrow && (
        <Typography
          component="p"
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5, mb: 1 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </>
  );
  if (onCard) return content;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      {content}
    </Paper>
  );
}

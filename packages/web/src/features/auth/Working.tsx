import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A step of the sign-in the user waits for (a redirect, a check). The text says what is happening;
 * the spinner beside it is decoration, hidden from screen readers (an unnamed progress bar); the
 * status is busy until the step leaves the page.
 */
export function Working({ text }: { text: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status" aria-busy>
      <CircularProgress size={32} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

import Box from '@mui/material/Box';

/**
 * The visible mark of a required question, as on a required text field: an asterisk after the
 * question. Hidden from assistive technology, which hears aria-required on the answer instead.
 */
export function RequiredMark() {
  return (
    <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.25 }}>
      {' *'}
    </Box>
  );
}

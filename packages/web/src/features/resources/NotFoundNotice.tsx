import Alert from '@mui/material/Alert';
import { ApiError } from '../../api/api-error';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** A 404 said in the reader's words (the same for a draft, an unknown or an unreachable item). */
export function NotFoundNotice({ error, text }: { error: Error; text: string }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert severity="warning" sx={{ maxWidth: 900, mx: 'auto' }}>
        {text}
      </Alert>
    );
  }
  return <ErrorNotice error={error} />;
}

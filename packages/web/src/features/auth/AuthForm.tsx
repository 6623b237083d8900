import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

type Props = {
  title: string;
  intro?: ReactNode;
  error?: string | null;
  busy?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children?: ReactNode;
  /** Links under the button (other modes, back to sign-in). */
  footer?: ReactNode;
};

/** One screen of the sign-in card: heading, message, fields, the main button and links. */
export function AuthForm(props: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="h1" component="h2" sx={{ textAlign: 'center' }}>
        {props.title}
      </Typography>
      {props.intro && <Typography color="text.secondary">{props.intro}</Typography>}
      {props.error && (
        <Alert severity="error" role="alert">
          {props.error}
        </Alert>
      )}
      {props.children}
      <Button type="submit" variant="contained" size="large" disabled={props.busy}>
        {props.submitLabel}
      </Button>
      {props.footer && (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {props.footer}
        </Stack>
      )}
    </Stack>
  );
}

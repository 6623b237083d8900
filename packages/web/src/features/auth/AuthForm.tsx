import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MissingFields } from './AuthTextField';

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
  /**
   * The screen checks its fields itself and marks the wrong ones (aria-invalid and a message):
   * the form leaves empty required fields to it and focuses the first marked one after sending.
   */
  checksFields?: boolean;
};

/**
 * One screen of the sign-in card: heading, message, fields, the main button and links. Required
 * fields sent empty are marked and the first one takes focus; an error the answer brings takes
 * focus too, so a keyboard or screen-reader user hears why the sign-in failed.
 */
export function AuthForm(props: Props) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.error) alert.current?.focus();
  }, [props.error]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (props.checksFields) {
      if (!props.busy) props.onSubmit();
      // The marks render with the screen's own state change: focus the first after it.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const empty = [...form.querySelectorAll<HTMLInputElement>('input[required]')].filter(
      (input) => input.value.trim() === '',
    );
    setMissing(new Set(empty.map((input) => input.id)));
    if (empty[0]) {
      empty[0].focus();
      return;
    }
    if (!props.busy) props.onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="h1" component="h2" sx={{ textAlign: 'center' }}>
        {props.title}
      </Typography>
      {props.intro && <Typography color="text.secondary">{props.intro}</Typography>}
      {props.error && (
        <Alert ref={alert} severity="error" role="alert" tabIndex={-1}>
          {props.error}
        </Alert>
      )}
      <MissingFields.Provider value={missing}>{props.children}</MissingFields.Provider>
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

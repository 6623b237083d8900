import { AuthTextField } from './AuthTextField';

type Props = { label: string; value: string; onChange: (value: string) => void };

/** A six-digit code, as phones offer it from a received message. */
export function CodeField({ label, value, onChange }: Props) {
  return (
    <AuthTextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      required
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
    />
  );
}

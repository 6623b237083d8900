import Alert from '@mui/material/Alert';

type Props = { text: string; /** Within the spec's advice (shown as a success). */ met: boolean };

/** The spec's guidance beside a section: advice, not a rule, so it never blocks a save. */
export function Guidance({ text, met }: Props) {
  return (
    <Alert severity={met ? 'success' : 'info'} variant="outlined" sx={{ py: 0 }}>
      {text}
    </Alert>
  );
}

/** Within an inclusive range. */
export const within = (count: number, range: { min: number; max: number }) =>
  count >= range.min && count <= range.max;

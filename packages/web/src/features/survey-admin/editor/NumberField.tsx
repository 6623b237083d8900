import TextField from '@mui/material/TextField';

type Props = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  issue?: string | undefined;
  min?: number;
  max?: number;
};

/** A whole number or nothing (an empty field leaves the setting out). */
export function NumberField({ label, value, onChange, issue, min, max }: Props) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next === '' || Number.isNaN(Number(next)) ? undefined : Number(next));
      }}
      error={issue !== undefined}
      helperText={issue}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
}

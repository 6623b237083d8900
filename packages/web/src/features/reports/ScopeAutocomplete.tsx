import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export type ScopeOption = { id: string; name: string };

type Props = {
  options: readonly ScopeOption[];
  /** The chosen id (from the address), else undefined. */
  value: string | undefined;
  onChange: (id: string) => void;
  label: string;
  placeholder: string;
  helperText?: string | undefined;
  loading?: boolean;
  /** Told what is typed, for options found on the server; without it the options are filtered here. */
  onSearch?: (typed: string) => void;
};

/** A filter's choice of an account, group or event by name (the reports' and the survey results'). */
export function ScopeAutocomplete({
  options,
  value,
  onChange,
  label,
  placeholder,
  helperText,
  loading = false,
  onSearch,
}: Props) {
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 260 }, flex: 1 }}
      // What was typed narrows the options at once, while the server looks for more.
      options={options}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_event, chosen) => {
        onSearch?.('');
        onChange(chosen?.id ?? '');
      }}
      onInputChange={(_event, typed, reason) => reason === 'input' && onSearch?.(typed)}
      renderInput={(input) => (
        <TextField {...input} label={label} placeholder={placeholder} helperText={helperText} />
      )}
    />
  );
}

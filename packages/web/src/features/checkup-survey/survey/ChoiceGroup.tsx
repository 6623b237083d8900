import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** Names the radio group for assistive technology. */
  label: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
  invalid?: boolean;
  /** Columns on a phone; wider screens put every option on one line. */
  phoneColumns?: number;
};

/** One choice out of a few, as large buttons side by side (radios to assistive technology). */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  invalid,
  phoneColumns = options.length,
}: Props<T>) {
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${phoneColumns}, 1fr)`,
          sm: `repeat(${options.length}, 1fr)`,
        },
        gap: 0.75,
      }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(option.value)}
            sx={(theme) => ({
              minHeight: 48,
              px: 1,
              borderRadius: 2,
              fontWeight: 600,
              fontSize: '0.95rem',
              border: `2px solid ${
                selected
                  ? theme.palette.primary.main
                  : invalid
                    ? theme.palette.error.main
                    : theme.palette.divider
              }`,
              bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : 'background.paper',
              color: selected ? 'primary.main' : 'text.primary',
              '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
            })}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

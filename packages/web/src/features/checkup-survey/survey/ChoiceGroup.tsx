import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useRadioGroup } from '../../../ui/use-radio-group';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** Id of the element holding the question: names the radio group. */
  labelledBy: string;
  /** Id of the message that says what is wrong with the answer, while it shows. */
  describedBy?: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (value: T) => void;
  invalid?: boolean;
  required?: boolean;
  /** Columns on a phone; wider screens put every option on one line. */
  phoneColumns?: number;
};

/**
 * One choice out of a few, as large buttons side by side: a radio group to assistive technology
 * and to the keyboard (one Tab stop, the arrow keys move and choose).
 */
export function ChoiceGroup<T extends string>({
  labelledBy,
  describedBy,
  options,
  value,
  onChange,
  invalid,
  required,
  phoneColumns = options.length,
}: Props<T>) {
  const optionProps = useRadioGroup(
    options.map((o) => o.value),
    value,
    onChange,
  );
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
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
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            {...optionProps(index)}
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

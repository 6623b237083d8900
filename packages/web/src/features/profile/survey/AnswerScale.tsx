import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN } from '@portal/core';

type Props = {
  /** The item's text: names the radio group for assistive technology. */
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  disabled?: boolean;
  invalid?: boolean;
};

const VALUES = Array.from({ length: ANSWER_MAX - ANSWER_MIN + 1 }, (_, i) => ANSWER_MIN + i);

/**
 * The 1-5 agreement scale of one item as five large radio buttons on one line: big enough for a
 * thumb on a phone (at least 48 px high), the number always shown and the words under it.
 */
export function AnswerScale({ label, value, onChange, disabled, invalid }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-invalid={invalid || undefined}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${VALUES.length}, 1fr)`, gap: 0.75 }}
    >
      {VALUES.map((option) => {
        const selected = value === option;
        const words = t(`profile.survey.answer.${option}`);
        return (
          <ButtonBase
            key={option}
            role="radio"
            aria-checked={selected}
            aria-label={words}
            disabled={disabled}
            onClick={() => onChange(option)}
            sx={(theme) => ({
              minHeight: 56,
              flexDirection: 'column',
              borderRadius: 2,
              border: `2px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
              bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : 'background.paper',
              color: selected ? 'primary.main' : 'text.primary',
              px: 0.5,
              py: 0.75,
              '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
            })}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {option}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              aria-hidden="true"
              sx={{ lineHeight: 1.2, textAlign: 'center', display: { xs: 'none', sm: 'block' } }}
            >
              {words}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

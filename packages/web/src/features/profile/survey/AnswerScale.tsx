import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, ANSWER_MIN } from '@portal/core';
import { useRadioGroup } from '../../../ui/use-radio-group';
import { builtKey } from '../../../app/built-key';

type Props = {
  /** Id of the element holding the item's text: names the radio group. */
  labelledBy: string;
  /** Id of the message that says the answer is missing, while it shows. */
  describedBy?: string;
  value: number | undefined;
  onChange: (value: number) => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
};

const VALUES = Array.from({ length: ANSWER_MAX - ANSWER_MIN + 1 }, (_, i) => ANSWER_MIN + i);

/**
 * The 1-5 agreement scale of one item as five large radio buttons on one line: big enough for a
 * thumb on a phone (at least 48 px high), the number always shown and the words under it. One Tab
 * stop; the arrow keys move and choose, as in a native radio group.
 */
export function AnswerScale({
  labelledBy,
  describedBy,
  value,
  onChange,
  disabled,
  invalid,
  required,
}: Props) {
  const { t } = useTranslation();
  const option = useRadioGroup(VALUES, value, onChange);
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${VALUES.length}, 1fr)`, gap: 0.75 }}
    >
      {VALUES.map((answer, index) => {
        const selected = value === answer;
        const words = t(builtKey(`profile.survey.answer.${answer}`));
        return (
          <ButtonBase
            key={answer}
            {...option(index)}
            role="radio"
            aria-checked={selected}
            aria-label={words}
            disabled={disabled}
            onClick={() => onChange(answer)}
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
              {answer}
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

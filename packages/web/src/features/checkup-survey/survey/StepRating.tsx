import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  CHECKUP_RATINGS,
  CHECKUP_RATING_NOT_APPLICABLE as NA,
  type CheckupStepRating,
} from '@portal/core';
import { useRadioGroup } from '../../../ui/use-radio-group';

type Props = {
  /** Id of the element holding the step's text: names the radio group. */
  labelledBy: string;
  /** Id of the message that says the rating is missing, while it shows. */
  describedBy?: string;
  required?: boolean;
  /** 1 to 5 stars, N/A, or null while unanswered. */
  value: CheckupStepRating | null;
  onChange: (value: CheckupStepRating) => void;
  invalid?: boolean;
};

const STAR_PATH =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

const optionSx = (selected: boolean) => (theme: Theme) => ({
  minHeight: 48,
  minWidth: 44,
  borderRadius: 2,
  border: `2px solid ${selected ? theme.palette.primary.main : 'transparent'}`,
  bgcolor: selected ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
});

/**
 * Five large stars and an N/A choice on one line, each a radio a thumb can hit on a phone; the
 * words of the chosen rating (Strongly Disagree ... Strongly Agree) are written under the stars,
 * since a star alone does not say what it means.
 */
const OPTIONS: readonly CheckupStepRating[] = [...CHECKUP_RATINGS, NA];

/** One Tab stop for the whole rating; the arrow keys move along the stars and N/A and choose. */
export function StepRating({ labelledBy, describedBy, required, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const option = useRadioGroup(OPTIONS, value, onChange);
  const filled = typeof value === 'number' ? value : 0;
  const words =
    value === null
      ? t('checkupSurvey.survey.rating.none')
      : value === NA
        ? t('checkupSurvey.survey.rating.notApplicableLong')
        : t(`checkupSurvey.survey.rating.${value}`);
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}
      >
        {CHECKUP_RATINGS.map((stars, index) => (
          <ButtonBase
            key={stars}
            {...option(index)}
            role="radio"
            aria-checked={value === stars}
            aria-label={t(`checkupSurvey.survey.rating.${stars}`)}
            onClick={() => onChange(stars)}
            sx={optionSx(value === stars)}
          >
            <Box
              component="svg"
              viewBox="0 0 24 24"
              aria-hidden="true"
              sx={{
                width: 32,
                height: 32,
                fill: stars <= filled ? '#f5a623' : 'none',
                stroke: stars <= filled ? '#c77c00' : 'currentColor',
                strokeWidth: 1.4,
                color: invalid ? 'error.main' : 'text.secondary',
              }}
            >
              <path d={STAR_PATH} />
            </Box>
          </ButtonBase>
        ))}
        <ButtonBase
          {...option(CHECKUP_RATINGS.length)}
          role="radio"
          aria-checked={value === NA}
          aria-label={t('checkupSurvey.survey.rating.notApplicableLong')}
          onClick={() => onChange(NA)}
          sx={(theme) => ({
            ...optionSx(value === NA)(theme),
            ml: 0.5,
            px: 1,
            borderColor: value === NA ? theme.palette.primary.main : theme.palette.divider,
            fontWeight: 700,
          })}
        >
          {t('checkupSurvey.survey.rating.notApplicable')}
        </ButtonBase>
      </Box>
      <Typography
        variant="body2"
        color={value === null ? 'text.secondary' : 'text.primary'}
        aria-live="polite"
        sx={{ mt: 0.25, fontWeight: value === null ? 400 : 600 }}
      >
        {words}
      </Typography>
    </Box>
  );
}

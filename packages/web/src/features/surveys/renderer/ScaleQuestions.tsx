import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { surveyText } from '@portal/core';
import { useRadioGroup } from '../../../ui/use-radio-group';
import { describedBy, type ControlProps } from './QuestionFrame';
import { questionIds } from './survey-pages';

const optionSx = (selected: boolean, invalid: boolean) => (theme: Theme) => ({
  minHeight: 48,
  minWidth: 48,
  px: 1.5,
  borderRadius: 2,
  fontSize: '1.1rem',
  fontWeight: 700,
  border: `2px solid ${
    selected
      ? theme.palette.primary.main
      : invalid
        ? theme.palette.error.main
        : theme.palette.divider
  }`,
  bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
  color: selected ? theme.palette.primary.dark : theme.palette.text.primary,
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.light}` },
});

type Option<T> = { value: T; label: string };

/** A row of large buttons that behaves as one radio group (one Tab stop, arrow keys move). */
function ButtonRadios<T>({
  options,
  value,
  onChange,
  labelledBy,
  describedBy: description,
  required,
  invalid,
}: {
  options: Option<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  labelledBy: string;
  describedBy?: string;
  required?: boolean;
  invalid: boolean;
}) {
  const values = options.map((option) => option.value);
  const option = useRadioGroup(values, value, onChange);
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={description}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {options.map((item, index) => (
        <ButtonBase
          key={String(item.value)}
          {...option(index)}
          role="radio"
          aria-checked={value === item.value}
          onClick={() => onChange(item.value)}
          sx={optionSx(value === item.value, invalid)}
        >
          {item.label}
        </ButtonBase>
      ))}
    </Box>
  );
}

/** rateMin..rateMax as large buttons, the end labels under the first and the last. */
export function RatingQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'rating'>) {
  const min = question.rateMin ?? 1;
  const max = question.rateMax ?? 5;
  const options = Array.from({ length: max - min + 1 }, (_, i) => ({
    value: min + i,
    label: String(min + i),
  }));
  const ends = [question.minRateDescription, question.maxRateDescription].map((text) =>
    surveyText(text, locale),
  );
  const endsId = `${questionIds(question.name).field}-ends`;
  const hasEnds = ends.some((text) => text !== '');
  return (
    <Box>
      <ButtonRadios
        options={options}
        value={typeof value === 'number' ? value : undefined}
        onChange={onChange}
        labelledBy={questionIds(question.name).title}
        describedBy={
          [hasEnds ? endsId : null, describedBy(question, error)].filter(Boolean).join(' ') ||
          undefined
        }
        required={question.isRequired}
        invalid={Boolean(error)}
      />
      {hasEnds && (
        <Box id={endsId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {ends[0] && `${min}: ${ends[0]}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
            {ends[1] && `${max}: ${ends[1]}`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** Yes and No (or the definition's labels) as two large buttons. */
export function BooleanQuestion({
  question,
  value,
  onChange,
  locale,
  error,
}: ControlProps<'boolean'>) {
  const { t } = useTranslation();
  const options = [
    { value: true, label: surveyText(question.labelTrue, locale) || t('surveys.renderer.yes') },
    { value: false, label: surveyText(question.labelFalse, locale) || t('surveys.renderer.no') },
  ];
  return (
    <ButtonRadios
      options={options}
      value={typeof value === 'boolean' ? value : undefined}
      onChange={onChange}
      labelledBy={questionIds(question.name).title}
      describedBy={describedBy(question, error)}
      required={question.isRequired}
      invalid={Boolean(error)}
    />
  );
}

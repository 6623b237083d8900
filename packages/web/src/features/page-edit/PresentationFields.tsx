import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  isSafeClass,
  isSafeColour,
  isSafeLength,
  isSafeStyle,
  type PageTextValue,
} from '@portal/core';
import { omit } from './page-edit-draft';

/** The presentation fields an edit may set, each checked as the server checks it. */
export type PresentationKey =
  'backgroundColor' | 'textColor' | 'class' | 'style' | 'imgWidth' | 'imgStyle';

const CHECKS: Record<PresentationKey, (value: string) => boolean> = {
  backgroundColor: isSafeColour,
  textColor: isSafeColour,
  class: isSafeClass,
  style: isSafeStyle,
  imgWidth: isSafeLength,
  imgStyle: isSafeStyle,
};

/** Whether every filled presentation field of the value holds what the server accepts. */
export const presentationValid = (value: PageTextValue, keys: readonly PresentationKey[]) =>
  keys.every((key) => !value[key] || CHECKS[key](value[key]));

/** The value with one presentation field set (an emptied one is left out). */
export function withPresentation(
  value: PageTextValue,
  key: PresentationKey,
  text: string,
): PageTextValue {
  return text.trim() ? { ...value, [key]: text } : omit(value, key);
}

type Props = {
  value: PageTextValue;
  keys: readonly PresentationKey[];
  onChange: (value: PageTextValue) => void;
};

/** Colours, classes, style and image width of a page text, refused as they are typed when unsafe. */
export function PresentationFields({ value, keys, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {keys.map((key) => {
        const text = value[key] ?? '';
        const wrong = text !== '' && !CHECKS[key](text);
        return (
          <TextField
            key={key}
            size="small"
            label={t(`pageEdit.presentation.${key}`)}
            value={text}
            onChange={(event) => onChange(withPresentation(value, key, event.target.value))}
            error={wrong}
            helperText={t(
              wrong ? `pageEdit.presentation.${key}Wrong` : `pageEdit.presentation.${key}Help`,
            )}
            sx={{ flex: key === 'style' || key === 'imgStyle' ? '2 1 18rem' : '1 1 10rem' }}
          />
        );
      })}
    </Stack>
  );
}

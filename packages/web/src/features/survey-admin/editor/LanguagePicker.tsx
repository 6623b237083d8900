import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { localeOptions } from '../../../ui/locale-options';
import type { TextLanguage } from './definition-draft';

type Props = { language: TextLanguage; onChange: (language: TextLanguage) => void };

/** The language the definition's texts are edited in: `default`, or one of the ten. */
export function LanguagePicker({ language, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('surveyAdmin.editor.language')}
      value={language}
      onChange={(event) => onChange(event.target.value as TextLanguage)}
      helperText={t('surveyAdmin.editor.languageHelp')}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value="default">{t('surveyAdmin.editor.defaultLanguage')}</MenuItem>
      {localeOptions()}
    </TextField>
  );
}

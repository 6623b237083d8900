import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@portal/core';
import { localeOptions } from '../../ui/locale-options';
import type { EditLanguage, EditScope } from './page-edit-draft';

/** Where the edit saves: this page, or the default page that every page without its own shows. */
export function ScopeField({
  scope,
  pageName,
  onChange,
}: {
  scope: EditScope;
  pageName: string;
  onChange: (scope: EditScope) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('pageEdit.scope.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={scope}
        onChange={(event) => onChange(event.target.value === 'default' ? 'default' : 'page')}
      >
        <FormControlLabel
          value="page"
          control={<Radio />}
          label={t('pageEdit.scope.page', { page: pageName })}
        />
        <FormControlLabel value="default" control={<Radio />} label={t('pageEdit.scope.default')} />
      </RadioGroup>
    </FormControl>
  );
}

/** Which language the edit writes: the text for every language, or one language's own. */
export function LanguageField({
  language,
  onChange,
}: {
  language: EditLanguage;
  onChange: (language: EditLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('pageEdit.language.label')}
      value={language}
      onChange={(event) => onChange(isLocale(event.target.value) ? event.target.value : 'all')}
      helperText={t('pageEdit.language.help')}
      sx={{ minWidth: 240 }}
    >
      <MenuItem value="all">{t('pageEdit.language.all')}</MenuItem>
      {localeOptions()}
    </TextField>
  );
}

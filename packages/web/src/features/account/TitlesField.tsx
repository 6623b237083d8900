import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TITLES, USER_ACCOUNT_LIMITS } from '@portal/core';

type Props = {
  titles: string[];
  disabled: boolean;
  error?: string | undefined;
  onChange: (titles: string[]) => void;
};

/** Titles: the spec's recognised titles as suggestions; any other text is allowed too. */
export function TitlesField({ titles, disabled, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={TITLES}
      value={titles}
      onChange={(_event, value) =>
        onChange([...new Set(value.map((title) => title.trim()).filter(Boolean))])
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('account.page.titles')}
          helperText={error ?? t('account.page.titlesHelp')}
          error={error !== undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: USER_ACCOUNT_LIMITS.title },
          }}
        />
      )}
    />
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_TYPES, type AchievementType } from '@portal/core';

export type AccountFilterValues = {
  search: string;
  industry: string;
  state: string;
  territory: string;
  topLevelOnly: boolean;
  hasAwards: boolean;
  achievementTypes: AchievementType[];
};

type Props = { values: AccountFilterValues; onChange: (values: AccountFilterValues) => void };
type TextFilter = 'search' | 'industry' | 'state' | 'territory';

/** The account search's filters, by the spec's filter types: text, toggle, checkbox, multiselect. */
export function AccountFilters({ values, onChange }: Props) {
  const { t } = useTranslation();
  const text = (name: TextFilter) => (
    <TextField
      label={t(`accounts.filters.${name}`)}
      type={name === 'search' ? 'search' : 'text'}
      size="small"
      value={values[name]}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      sx={{ minWidth: name === 'search' ? 240 : 140, flex: name === 'search' ? 2 : 1 }}
    />
  );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        {text('search')}
        {text('industry')}
        {text('state')}
        {text('territory')}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <FormControlLabel
          label={t('accounts.filters.topLevelOnly')}
          control={
            <Switch
              checked={values.topLevelOnly}
              onChange={(event) => onChange({ ...values, topLevelOnly: event.target.checked })}
            />
          }
        />
        <FormControlLabel
          label={t('accounts.filters.hasAwards')}
          control={
            <Checkbox
              checked={values.hasAwards}
              onChange={(event) => onChange({ ...values, hasAwards: event.target.checked })}
            />
          }
        />
        <TextField
          select
          size="small"
          label={t('accounts.filters.achievementTypes')}
          value={values.achievementTypes}
          onChange={(event) => {
            const chosen = event.target.value as unknown as AchievementType[] | string;
            onChange({
              ...values,
              achievementTypes: (typeof chosen === 'string'
                ? chosen.split(',')
                : chosen) as AchievementType[],
            });
          }}
          slotProps={{ select: { multiple: true } }}
          sx={{ minWidth: 220 }}
        >
          {ACHIEVEMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`accounts.achievement.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}

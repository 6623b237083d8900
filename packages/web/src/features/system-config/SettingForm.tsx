import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOG_LEVELS,
  SYSTEM_SETTING_LIMITS,
  formatDateTime,
  formatNumber,
  parseSystemSetting,
  type SystemSettingName,
  type TSystemSetting,
} from '@portal/core';
import type { TextKey } from '@portal/core/i18n';

type Props = {
  setting: TSystemSetting;
  busy: boolean;
  onSave: (value: string | number) => void;
  onReset: () => void;
};

const isCount = (name: SystemSettingName): name is keyof typeof SYSTEM_SETTING_LIMITS =>
  name in SYSTEM_SETTING_LIMITS;

const RULE_KEYS: Partial<Record<SystemSettingName, TextKey>> = {
  mailFrom: 'systemConfig.rules.mailFrom',
  smsFrom: 'systemConfig.rules.smsFrom',
  alertEmail: 'systemConfig.rules.alertEmail',
};

const shown = (value: string | number | null) => (value === null ? '' : String(value));

/** One run-time setting: what it does, its field, where its value comes from, save and reset. */
export function SettingForm({ setting, busy, onSave, onReset }: Props) {
  const { t, i18n } = useTranslation();
  const { name } = setting;
  const [draft, setDraft] = useState(shown(setting.value));
  const [error, setError] = useState('');
  const id = `setting-${name}`;
  const typed = isCount(name) && draft.trim() !== '' ? Number(draft) : draft;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseSystemSetting(name, typed);
    if (value === undefined || value === null) {
      const number = (n: number) => formatNumber(n, i18n.language);
      const limits = isCount(name) ? SYSTEM_SETTING_LIMITS[name] : { min: 0, max: 0 };
      setError(
        t(RULE_KEYS[name] ?? 'systemConfig.rules.range', {
          min: number(limits.min),
          max: number(limits.max),
        }),
      );
      return;
    }
    setError('');
    onSave(value);
  };

  const environment = shown(setting.environmentValue) || t('systemConfig.page.notSet');
  const source = setting.saved
    ? t(setting.saved.by ? 'systemConfig.page.savedBy' : 'systemConfig.page.savedOn', {
        by: setting.saved.by,
        date: formatDateTime(setting.saved.at, i18n.language),
      })
    : t('systemConfig.page.fromEnvironment');

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={1}
      aria-labelledby={`${id}-label`}
    >
      <Typography id={`${id}-label`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`systemConfig.labels.${name}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`systemConfig.descriptions.${name}`)}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={id}
          size="small"
          label={t(`systemConfig.labels.${name}`)}
          value={draft}
          select={name === 'logLevel'}
          onChange={(event) => setDraft(event.target.value)}
          error={error !== ''}
          helperText={error || t('systemConfig.page.environmentValue', { value: environment })}
          slotProps={{ htmlInput: isCount(name) ? { inputMode: 'numeric' } : {} }}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        >
          {name === 'logLevel' &&
            LOG_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {level}
              </MenuItem>
            ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy || draft === shown(setting.value)}>
          {t('systemConfig.page.save')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {source}
        </Typography>
        {setting.saved && (
          <Button size="small" disabled={busy} onClick={onReset}>
            {t('systemConfig.page.reset')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES, isFeatureEnabled, type AppConfig, type FeatureName } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { errorMessage } from '../security/error-message';
import { setFeatures } from './app-features-api';
import { FeatureRow } from './FeatureRow';

type Shown = 'all' | 'on' | 'off';

/** The configuration to show: the portal's, or the answer of this page's last change when newer. */
function newer(current: AppConfig, answered: AppConfig | null): AppConfig {
  return answered && answered.version > current.version ? answered : current;
}

/**
 * The brand's feature flags (`appfeatures`): each with what it does and a switch that applies at
 * once; the hub brings the change to every open browser of the brand.
 */
export function AppFeaturesPage() {
  const { t } = useTranslation();
  const { api, brand, config } = usePortal();
  const [answered, setAnswered] = useState<AppConfig | null>(null);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [busy, setBusy] = useState<FeatureName | null>(null);
  const features = newer(config, answered).features;
  const describe = (name: FeatureName) => t(`features.descriptions.${name}`);

  const change = async (name: FeatureName, on: boolean, undoable: boolean) => {
    setBusy(name);
    try {
      setAnswered(await setFeatures(api, { [name]: on }));
      toasts.show({
        message: t(on ? 'features.page.switchedOn' : 'features.page.switchedOff', { name }),
        severity: 'success',
        ...(undoable
          ? {
              action: {
                label: t('features.page.undo'),
                onClick: () => void change(name, !on, false),
              },
            }
          : {}),
      });
    } catch (error) {
      toasts.show({ message: errorMessage(error, t), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const needle = search.trim().toLocaleLowerCase();
  const rows = FEATURES.filter((name) => {
    const on = isFeatureEnabled(features, name);
    if ((shown === 'on' && !on) || (shown === 'off' && on)) return false;
    return (
      needle === '' ||
      name.toLowerCase().includes(needle) ||
      describe(name).toLocaleLowerCase().includes(needle)
    );
  });

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('features.page.intro', { brand: brand.displayName })}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      >
        <TextField
          type="search"
          size="small"
          label={t('features.page.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: { sm: 280 } }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          aria-label={t('features.page.show')}
          onChange={(_event, value: Shown | null) => value && setShown(value)}
        >
          <ToggleButton value="all">{t('features.page.all')}</ToggleButton>
          <ToggleButton value="on">{t('features.page.filterOn')}</ToggleButton>
          <ToggleButton value="off">{t('features.page.filterOff')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {rows.length === 0
          ? t('features.page.noMatch')
          : t('features.page.shown', { count: rows.length, total: FEATURES.length })}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((name) => (
          <FeatureRow
            key={name}
            name={name}
            description={describe(name)}
            on={isFeatureEnabled(features, name)}
            busy={busy !== null}
            onChange={(on) => void change(name, on, true)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NOT_BUILT, OFF_UNTIL_CONFIGURED, type FeatureName } from '@portal/core';

type Props = {
  name: FeatureName;
  description: string;
  on: boolean;
  /** A change is on its way: every switch waits for it. */
  busy: boolean;
  onChange: (on: boolean) => void;
};

/**
 * One flag: its name, what it does, whether it needs outside setup or is not built yet, and its switch (beside them,
 * or under them on a phone, where the text needs the whole width).
 */
export function FeatureRow({ name, description, on, busy, onChange }: Props) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {FEATURES_NOT_BUILT.includes(name) ? (
            <Tooltip title={t('features.page.notBuiltHelp')}>
              <Chip size="small" variant="outlined" label={t('features.page.notBuilt')} />
            </Tooltip>
          ) : (
            OFF_UNTIL_CONFIGURED.includes(name) && (
              <Tooltip title={t('features.page.needsSetupHelp')}>
                <Chip size="small" variant="outlined" label={t('features.page.needsSetup')} />
              </Tooltip>
            )
          )}
        </Stack>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {/* The word after the switch: the switch's input, wider than its thumb, stays in the row. */}
      <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Switch
          checked={on}
          disabled={busy}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('features.page.switchLabel', { name }),
              'aria-describedby': descriptionId,
            },
          }}
        />
        <Typography variant="body2" aria-hidden sx={{ minWidth: '3.5em' }}>
          {on ? t('features.page.on') : t('features.page.off')}
        </Typography>
      </Stack>
    </Stack>
  );
}

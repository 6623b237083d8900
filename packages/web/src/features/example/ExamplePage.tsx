import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import { ColourSwatches } from './ColourSwatches';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The example page (`example`): the brand's living style guide, where a developer checks its
 * colours and their contrast, its text, buttons, notices and fields after a change of theme.
 */
export function ExamplePage() {
  const { t } = useTranslation();
  const { brand, config } = usePortal();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {t('example.intro', { brand: brand.displayName })}
      </Typography>
      <Part title={t('example.colours.title')}>
        <ColourSwatches theme={config.theme} />
      </Part>
      <Part title={t('example.text.title')}>
        <Stack spacing={1}>
          {HEADINGS.map((level) => (
            <Typography key={level} variant={`h${level}`} component="p">
              {t('example.text.heading', { level })}
            </Typography>
          ))}
          <Typography>{t('example.text.body')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('example.text.secondary')}
          </Typography>
        </Stack>
      </Part>
      <Part title={t('example.buttons.title')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">{t('example.buttons.contained')}</Button>
          <Button variant="contained" color="secondary">
            {t('example.buttons.secondary')}
          </Button>
          <Button variant="outlined">{t('example.buttons.outlined')}</Button>
          <Button>{t('example.buttons.plain')}</Button>
          <Button variant="contained" disabled>
            {t('example.buttons.disabled')}
          </Button>
        </Stack>
      </Part>
      <Part title={t('example.notices.title')}>
        <Stack spacing={1.5}>
          {SEVERITIES.map((severity) => (
            <Alert key={severity} severity={severity}>
              {t(`example.notices.${severity}`)}
            </Alert>
          ))}
          <div>
            <Button
              variant="outlined"
              onClick={() => toasts.show({ message: t('example.notices.toast'), severity: 'info' })}
            >
              {t('example.notices.show')}
            </Button>
          </div>
        </Stack>
      </Part>
      <Part title={t('example.fields.title')}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <TextField label={t('example.fields.label')} helperText={t('example.fields.helper')} />
          <TextField
            label={t('example.fields.invalid')}
            error
            defaultValue="example"
            helperText={t('example.fields.error')}
          />
          <FormControlLabel
            control={<Checkbox defaultChecked />}
            label={t('example.fields.choice')}
          />
        </Stack>
      </Part>
    </Stack>
  );
}

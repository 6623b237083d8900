import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TractionPlan, TractionPlanArchiveOption } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { toasts } from '../../../ui/toast/toast-store';
import { fetchArchive, fetchArchiveOptions, planKeys, restoreVersion } from '../plan-api';
import { comparePlans, type CompareLine, type SectionComparison } from './plan-compare';
import { formatDateTime } from '@portal/core';
import { Dialog } from '../../../ui/Dialog';

type Props = { plan: TractionPlan; onClose: () => void; onRestored: () => void };

/** A side's lines; those the other side lacks are highlighted (a `mark`, read as such). */
function Lines({ lines, tone }: { lines: CompareLine[]; tone: 'success' | 'error' }) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return <Typography color="text.secondary">{t('plan.sections.empty')}</Typography>;
  return (
    <>
      {lines.map((line, i) => (
        <Typography
          key={i}
          variant="body2"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {line.changed ? (
            <Box
              component="mark"
              data-changed="true"
              sx={(theme) => ({
                // A tint of the tone under the page's text colour, as the banners do: the
                // tone's light shade under white text fell below 4.5:1.
                bgcolor: alpha(theme.palette[tone].main, 0.15),
                color: 'text.primary',
                px: 0.5,
                borderRadius: 0.5,
              })}
            >
              {line.text}
            </Box>
          ) : (
            line.text
          )}
        </Typography>
      ))}
    </>
  );
}

function Comparison({ rows, version }: { rows: SectionComparison[]; version: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Box
          key={row.section}
          sx={{ borderLeft: 4, borderColor: row.changed ? 'warning.main' : 'divider', pl: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle2" component="h4">
              {t(`plan.sections.${row.section}`)}
            </Typography>
            {row.changed && (
              <Chip size="small" color="warning" label={t('plan.versions.changed')} />
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('plan.versions.current')}
              </Typography>
              <Lines lines={row.current} tone="success" />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {t('plan.versions.version', { version })}
              </Typography>
              <Lines lines={row.other} tone="error" />
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The saved versions of a plan: pick one to compare it with the current plan, and restore it. */
export function PlanVersionsDialog({ plan, onClose, onRestored }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const planId = plan.id ?? '';
  const [selected, setSelected] = useState<TractionPlanArchiveOption | null>(null);
  const options = useQuery({
    queryKey: planKeys.archive(planId),
    queryFn: ({ signal }) => fetchArchiveOptions(api, planId, signal),
  });
  const archive = useQuery({
    queryKey: [...planKeys.archive(planId), selected?.id],
    queryFn: ({ signal }) => fetchArchive(api, selected?.id ?? '', signal),
    enabled: selected !== null,
  });
  const restore = useMutation({
    mutationFn: (option: TractionPlanArchiveOption) => restoreVersion(api, planId, option.id),
    onSuccess: (_saved, option) => {
      toasts.show({
        message: t('plan.versions.restored', { version: option.version }),
        severity: 'success',
      });
      onRestored();
      onClose();
    },
  });
  const askRestore = async (option: TractionPlanArchiveOption) => {
    if (await confirm({ message: t('plan.versions.restoreConfirm', { version: option.version }) }))
      restore.mutate(option);
  };
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle>{t('plan.versions.title')}</DialogTitle>
      <DialogContent dividers>
        {options.isPending && <LinearProgress />}
        {options.isError && <ErrorNotice error={options.error} />}
        {restore.isError && <ErrorNotice error={restore.error} />}
        {options.data?.length === 0 && <Alert severity="info">{t('plan.versions.empty')}</Alert>}
        {options.data && options.data.length > 0 && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <List dense sx={{ minWidth: 240 }} aria-label={t('plan.versions.title')}>
              {options.data.map((option) => (
                <ListItem key={option.id} disablePadding>
                  <ListItemButton
                    selected={selected?.id === option.id}
                    onClick={() => setSelected(option)}
                  >
                    <ListItemText
                      primary={t('plan.versions.version', { version: option.version })}
                      secondary={
                        option.savedByName
                          ? t('plan.versions.savedBy', {
                              date: when(option.savedUTC),
                              name: option.savedByName,
                            })
                          : when(option.savedUTC)
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {!selected && (
                <Typography color="text.secondary">{t('plan.versions.pick')}</Typography>
              )}
              {archive.isPending && selected && <LinearProgress />}
              {archive.isError && <ErrorNotice error={archive.error} />}
              {archive.data && selected && (
                <Stack spacing={2}>
                  <Button
                    variant="contained"
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={restore.isPending}
                    onClick={() => void askRestore(selected)}
                  >
                    {t('plan.versions.restore', { version: selected.version })}
                  </Button>
                  <Comparison
                    rows={comparePlans(plan.plan, archive.data.plan)}
                    version={selected.version}
                  />
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

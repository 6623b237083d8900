import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TractionPlanActivity } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { fetchActivityLog, planKeys } from '../plan-api';
import { formatDateTime } from '@portal/core';

const SHOWN = 20;

function Entry({ entry }: { entry: TractionPlanActivity }) {
  const { t, i18n } = useTranslation();
  const who = entry.actorName ?? t('plan.activity.anonymous');
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={t(`plan.activity.${entry.action}`, { who, detail: entry.detail ?? '' })}
        secondary={`${formatDateTime(entry.createdUTC, i18n.language)} · ${t(`plan.activity.via.${entry.via}`)}`}
      />
    </ListItem>
  );
}

/** Who viewed, downloaded or updated the plan, newest first (the owner's view). */
export function ActivityLog({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const log = useQuery({
    queryKey: planKeys.activity(planId),
    queryFn: ({ signal }) => fetchActivityLog(api, planId, signal),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t('plan.activity.title')}
      </Typography>
      {log.isError && <ErrorNotice error={log.error} />}
      {log.data?.length === 0 && (
        <Typography color="text.secondary">{t('plan.activity.empty')}</Typography>
      )}
      {log.data && log.data.length > 0 && (
        <List dense aria-label={t('plan.activity.title')}>
          {log.data.slice(0, SHOWN).map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </List>
      )}
    </Stack>
  );
}

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { HomeBlock } from '../../home/blocks/HomeBlock';
import { useBlockData } from '../../home/blocks/use-block-data';
import { fetchReportsOfUser } from '../checkup-api';

/**
 * The home card of a participant's checkup reports: those released to them, newest first, each
 * opening the report at its own address. A failed load is only logged and shows the card empty (the spec).
 */
export function CheckupReportsBlock({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { data, loading } = useBlockData({
    queryKey: ['home', 'checkupReports', userAccountId],
    empty: [],
    load: (signal) => fetchReportsOfUser(api, userAccountId, signal),
  });
  const released = data
    .filter((entry) => entry.stageView.isReported)
    .sort((a, b) => (b.stageView.reportedDate ?? '').localeCompare(a.stageView.reportedDate ?? ''));
  return (
    <HomeBlock
      name="checkupReports"
      title={t('checkup.home.title')}
      loading={loading}
      isEmpty={released.length === 0}
      empty={t('checkup.home.empty')}
    >
      <List dense disablePadding>
        {released.map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <Stack spacing={0.25}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link component={RouterLink} to={`/traction/checkup/${entry.id}`}>
                  {t('checkup.home.open', { event: entry.eventName })}
                </Link>
                {entry.reportViewedUtc === null && (
                  <Chip size="small" color="primary" label={t('checkup.home.new')} />
                )}
              </Stack>
              {entry.stageView.reportedDate && (
                <Typography variant="caption" color="text.secondary">
                  {t('checkup.report.released', {
                    date: formatDate(entry.stageView.reportedDate, i18n.language, {
                      length: 'short',
                    }),
                  })}
                </Typography>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </HomeBlock>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../app/portal-context';
import { eventsPeopleKeys, fetchBlackoutStats } from '../events-people-api';

/** A trainer's blackout stats for a year (GetUserAccountEmployeeInfoBlackoutStats). */
export function BlackoutStatsLine({ userAccountId }: { userAccountId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const stats = useQuery({
    queryKey: eventsPeopleKeys.blackoutStats(userAccountId, year),
    queryFn: ({ signal }) => fetchBlackoutStats(api, userAccountId, year, signal),
  });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('eventsPeople.availability.statsYear')}
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ minWidth: 120 }}
      >
        {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <Typography role="status">
        {stats.data
          ? t('eventsPeople.availability.stats', {
              count: stats.data.blackoutCount,
              days: stats.data.blackoutDays,
              year,
            })
          : stats.isError
            ? t('eventsPeople.availability.statsFailed')
            : ''}
      </Typography>
    </Stack>
  );
}

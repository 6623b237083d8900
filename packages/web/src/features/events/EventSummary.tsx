import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TEvent } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { Website } from '../../ui/Website';
import { formatEventDates } from './event-time';

type Line = [label: string, value: string | number | null | undefined];

/**
 * The event summary view: what the event was, who ran it, how many came (`eventAttendance`),
 * where to join it online (`virtualEvents`); user text as text.
 */
export function EventSummary({ event }: { event: TEvent }) {
  const { t, i18n } = useTranslation();
  const attendanceOn = useFeatureOn('eventAttendance');
  const virtualOn = useFeatureOn('virtualEvents');
  const attendance: Line[] = [
    [t('events.summary.checkedIn'), event.computedCheckedInCount],
    [
      t('events.summary.attendance'),
      t(`events.attendance.status.${event.attendenceStatus}`, { count: event.attendenceCount }),
    ],
  ];
  const lines: Line[] = [
    [t('events.fields.eventTypeId'), event.eventType?.name],
    [t('events.fields.description'), event.description],
    [t('events.fields.startDate'), formatEventDates(event, i18n.language)],
    [t('events.fields.location'), event.location],
    [t('events.fields.trainer'), [event.trainer, event.trainer2].filter(Boolean).join(', ')],
    [t('events.fields.userGroupId'), event.userGroupName],
    [t('events.summary.accounts'), event.crmAccounts.map((a) => a.accountName).join(', ')],
    [t('events.summary.registered'), event.participantCount],
    ...(attendanceOn ? attendance : []),
    [t('events.fields.eventSummaryDetails'), event.eventSummaryDetails],
    [t('events.fields.additionalResources'), event.additionalResources],
  ];
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {lines
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 600, minWidth: 200 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      {virtualOn && event.virtualConferenceUrl && <Website url={event.virtualConferenceUrl} />}
    </Stack>
  );
}

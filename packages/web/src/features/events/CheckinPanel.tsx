import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEventCode, type TEvent } from '@portal/core';
import { useFeatureOn } from '../../app/portal-context';
import { QrCode } from '../../ui/qr/QrCode';
import { AttendanceCount } from './AttendanceCount';

type Props = { event: TEvent; qrSize?: number };

/**
 * What a trainer shows the room: the QR code that opens the event's check-in page on a phone,
 * the code to type at `ci`, and how many have checked in (pushed live by the hub); below, for
 * people who may change the event, the attendance count to certify after the session. The
 * counts show where the brand has `eventAttendance` on.
 */
export function CheckinPanel({ event, qrSize = 220 }: Props) {
  const { t } = useTranslation();
  const attendanceOn = useFeatureOn('eventAttendance');
  const address = `${window.location.origin}${event.checkinPath}`;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: 'center' }}
        aria-label={t('events.checkin.title')}
      >
        <QrCode value={address} size={qrSize} label={t('events.checkin.qrLabel')} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p">
            {t('events.checkin.code')}
          </Typography>
          <Typography
            component="p"
            sx={{ fontFamily: 'monospace', fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}
          >
            {formatEventCode(event.eventCode)}
          </Typography>
          <Link href={address} sx={{ overflowWrap: 'anywhere' }}>
            {address}
          </Link>
          {attendanceOn && (
            <Typography variant="h6" component="p" role="status" aria-live="polite">
              {t('events.checkin.count', {
                checkedIn: event.computedCheckedInCount,
                registered: event.participantCount,
              })}
            </Typography>
          )}
        </Stack>
      </Stack>
      {attendanceOn && event.abilities.edit && <AttendanceCount event={event} />}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TUserDetail } from '@portal/core';
import { isLocked, isLockedUntilUnlocked } from './format';
import { formatDateTime } from '@portal/core';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

/** The identity fields of a user, every one shown as text. */
export function UserDetails({ user }: { user: TUserDetail }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string | null) => formatDateTime(iso, i18n.language);
  const yesNo = (value: boolean) => (value ? t('shell.common.yes') : t('shell.common.no'));
  let lock = t('security.user.notLocked');
  if (isLocked(user)) {
    lock = isLockedUntilUnlocked(user.lockoutEnd)
      ? t('security.user.locked')
      : t('security.user.lockedUntil', { time: at(user.lockoutEnd) });
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        gap: 2,
      }}
    >
      <Field label={t('security.user.email')} value={user.email} />
      <Field label={t('security.user.emailConfirmed')} value={yesNo(user.emailConfirmed)} />
      <Field label={t('security.user.newEmail')} value={user.newEmail ?? ''} />
      <Field label={t('security.user.userName')} value={user.userName ?? ''} />
      <Field label={t('security.user.phone')} value={user.phoneNumber ?? ''} />
      <Field label={t('security.user.provider')} value={user.provider ?? ''} />
      <Field label={t('security.user.lock')} value={lock} />
      <Field label={t('security.user.failedSignIns')} value={String(user.accessFailedCount)} />
      <Field
        label={t('security.user.forcePasswordChange')}
        value={yesNo(user.forcePasswordChange)}
      />
      <Field label={t('security.user.created')} value={at(user.createdAt)} />
      <Field label={t('security.user.id')} value={user.id} />
    </Box>
  );
}

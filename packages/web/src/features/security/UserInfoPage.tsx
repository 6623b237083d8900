import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-context';
import { SecuritySection } from './SecuritySection';
import { TableScroll } from '../../ui/TableScroll';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The current session as the web app holds it: who, verified or not, roles and claims. */
export function UserInfoPage() {
  const { t } = useTranslation();
  const { session, displayName } = useSession();
  if (!session) return null;
  const yesNo = (value: boolean) => (value ? t('shell.common.yes') : t('shell.common.no'));
  return (
    <SecuritySection level={2} title={t('security.userInfo.title')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          mb: 3,
        }}
      >
        <Field label={t('security.user.name')}>{displayName || '—'}</Field>
        <Field label={t('security.user.email')}>{session.email || '—'}</Field>
        <Field label={t('security.user.id')}>{session.userId}</Field>
        <Field label={t('security.userInfo.verified')}>{yesNo(session.emailVerified)}</Field>
        <Field label={t('security.user.roles')}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {session.roles.length === 0 ? '—' : null}
            {session.roles.map((role) => (
              <Chip key={role} size="small" label={role} />
            ))}
          </Stack>
        </Field>
      </Box>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('security.userInfo.claims')}
      </Typography>
      <TableScroll label={t('security.userInfo.claims')}>
        <Table size="small" aria-label={t('security.userInfo.claims')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('security.claims.type')}</TableCell>
              <TableCell>{t('security.claims.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {session.claims.map((claim, index) => (
              <TableRow key={`${claim.type}:${claim.value}:${index}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.type}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </SecuritySection>
  );
}

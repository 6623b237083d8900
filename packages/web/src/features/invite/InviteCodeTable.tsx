import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TInviteCode } from '@portal/core';
import { claimText } from './InviteGrants';
import { formatDate } from '@portal/core';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  codes: TInviteCode[];
  loaded: boolean;
  busy: boolean;
  onDeactivate: (code: TInviteCode) => void;
};

/** What a code grants, one line per kind; every name is rendered as text. */
function Grants({ code }: { code: TInviteCode }) {
  const { t } = useTranslation();
  const lines = [
    ...(code.roles.length > 0
      ? [t('account.inviteCodes.grantsRoles', { list: code.roles.join(', ') })]
      : []),
    ...(code.claims.length > 0
      ? [t('account.inviteCodes.grantsClaims', { list: code.claims.map(claimText).join(', ') })]
      : []),
    ...(code.userGroupId ? [t('account.invite.group')] : []),
    ...(code.crmAccountId ? [t('account.invite.organisation')] : []),
    ...(code.eventId ? [t('account.invite.event')] : []),
  ];
  if (lines.length === 0) return <>{t('account.inviteCodes.grantsAccount')}</>;
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </>
  );
}

/** The brand's invite codes: what each grants, how often it was used, and its state. */
export function InviteCodeTable({ codes, loaded, busy, onDeactivate }: Props) {
  const { t, i18n } = useTranslation();
  const head = ['code', 'description', 'status', 'uses', 'expires', 'grants'] as const;
  return (
    <TableScroll label={t('account.inviteCodes.title')}>
      <Table size="small" aria-label={t('account.inviteCodes.title')}>
        <TableHead>
          <TableRow>
            {head.map((column) => (
              <TableCell key={column}>{t(`account.inviteCodes.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded && codes.length === 0 && (
            <TableRow>
              <TableCell colSpan={head.length + 1}>{t('account.inviteCodes.empty')}</TableCell>
            </TableRow>
          )}
          {codes.map((code) => (
            <TableRow key={code.id}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {code.code}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{code.description}</TableCell>
              <TableCell>
                {code.active
                  ? t(`account.inviteCodes.statuses.${code.status}`)
                  : t('account.inviteCodes.statuses.deactivated')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {code.maxUses === null
                  ? t('account.inviteCodes.usesUnlimited', { uses: code.useCount })
                  : t('account.inviteCodes.usesOf', { uses: code.useCount, max: code.maxUses })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {code.expiresAt
                  ? formatDate(code.expiresAt, i18n.language)
                  : t('account.inviteCodes.noExpiry')}
              </TableCell>
              <TableCell>
                <Grants code={code} />
              </TableCell>
              <TableCell align="right">
                {code.active && (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => onDeactivate(code)}
                  >
                    {t('account.inviteCodes.deactivate')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

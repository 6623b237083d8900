import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUpsertClaimToUsers, type TChangedCount, type TRoleSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { EmailListField, usePickedUsers } from './EmailListField';
import { assignProfileV2Claim, upsertClaimToUsers } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';

type ToolProps = {
  title: string;
  hint: string;
  /** The fields of the change, above the addresses. */
  fields?: ReactNode;
  /** Whether the fields hold a change that can be sent. */
  valid?: boolean;
  action: string;
  /** The confirm question, given how many users the addresses found. */
  question: (users: number) => string;
  send: (userIds: string[]) => Promise<TChangedCount>;
};

/**
 * A change for the users of pasted addresses: looks them up, shows the addresses no user has
 * (they are left out), asks to confirm with the count, sends, and toasts how many changed.
 */
function BulkUsersTool({ title, hint, fields, valid = true, action, question, send }: ToolProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const picked = usePickedUsers();
  const { run, busy } = useSecurityAction();
  const apply = async () => {
    const found = await picked.resolve();
    if (!found || found.ids.length === 0) return;
    const leftOut = found.unknown.length;
    const message = [
      question(found.ids.length),
      leftOut > 0 ? t('security.utilities.leftOut', { addresses: leftOut }) : '',
    ].join(' ');
    if (!(await confirm({ message: message.trim() }))) return;
    await run(
      () => send(found.ids),
      (answer) => t('security.tools.changed', { count: answer.count }),
    );
  };
  return (
    <SecuritySection title={title}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        {fields}
        <EmailListField picked={picked} />
        <div>
          <Button
            variant="outlined"
            disabled={busy || picked.resolving || picked.empty || !valid}
            onClick={() => void apply()}
          >
            {action}
          </Button>
        </div>
      </Stack>
    </SecuritySection>
  );
}

/** The claim (and optionally a role) to the users of pasted addresses. */
export function ClaimToUsersTool({ roles }: { roles: TRoleSummary[] }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [claim, setClaim] = useState({ claimType: '', claimValue: 'true', roleName: '' });
  const request = { ...claim, roleName: claim.roleName || undefined };
  const field = (name: 'claimType' | 'claimValue', label: string) => (
    <TextField
      size="small"
      label={label}
      value={claim[name]}
      onChange={(event) => setClaim((old) => ({ ...old, [name]: event.target.value }))}
    />
  );
  const fields = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      {field('claimType', t('security.claims.type'))}
      {field('claimValue', t('security.claims.value'))}
      <TextField
        select
        size="small"
        label={t('security.utilities.role')}
        value={claim.roleName}
        onChange={(event) => setClaim((old) => ({ ...old, roleName: event.target.value }))}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('security.utilities.noRole')}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.name}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
  const names = { type: claim.claimType.trim(), value: claim.claimValue.trim() };
  return (
    <BulkUsersTool
      title={t('security.utilities.claimTitle')}
      hint={t('security.utilities.claimHint')}
      fields={fields}
      valid={ZUpsertClaimToUsers.safeParse(request).success}
      action={t('security.utilities.giveClaim')}
      question={(users) =>
        request.roleName
          ? t('security.utilities.confirmClaimRole', { ...names, role: request.roleName, users })
          : t('security.utilities.confirmClaim', { ...names, users })
      }
      send={(userIds) => upsertClaimToUsers(api, { ...request, userIds })}
    />
  );
}

/** The profileV2 claim to the users of pasted addresses. */
export function ProfileV2Tool() {
  const { t } = useTranslation();
  const { api } = usePortal();
  return (
    <BulkUsersTool
      title={t('security.utilities.profileV2Title')}
      hint={t('security.utilities.profileV2Hint')}
      action={t('security.utilities.assignProfileV2')}
      question={(users) => t('security.utilities.confirmProfileV2', { users })}
      send={(userIds) => assignProfileV2Claim(api, { userIds })}
    />
  );
}

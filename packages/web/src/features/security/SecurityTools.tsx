import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZReplaceClaim, ZReplaceRole, type TChangedCount, type TRoleSummary } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import {
  claimUserCount,
  refreshAllUserClaims,
  replaceClaim,
  replaceRole,
  roleUserCount,
} from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';

type Run = ReturnType<typeof useSecurityAction>['run'];

/** A tool's button keeps its label on one line beside the fields. */
const NO_SHRINK = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

function ToolHeading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mt: 1 }}>
      {children}
    </Typography>
  );
}

function ReplaceRoleTool({ roles, run, busy }: { roles: TRoleSummary[]; run: Run; busy: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const [change, setChange] = useState({ fromRole: '', toRole: '' });
  const valid = ZReplaceRole.safeParse(change).success && change.fromRole !== change.toRole;
  const apply = async () => {
    const count = await roleUserCount(api, change.fromRole).catch(() => null);
    const message = t('security.tools.confirmReplaceRole', { ...change, users: count ?? '?' });
    if (!(await confirm({ message }))) return;
    await run(
      () => replaceRole(api, change),
      (answer: TChangedCount) => t('security.tools.changed', { count: answer.count }),
    );
  };
  const roleField = (name: 'fromRole' | 'toRole', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={change[name]}
      onChange={(event) => setChange((old) => ({ ...old, [name]: event.target.value }))}
      sx={{ minWidth: 200 }}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={role.name}>
          {role.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      {roleField('fromRole', t('security.tools.fromRole'))}
      {roleField('toRole', t('security.tools.toRole'))}
      <Button
        variant="outlined"
        disabled={busy || !valid}
        onClick={() => void apply()}
        sx={NO_SHRINK}
      >
        {t('security.tools.replaceRole')}
      </Button>
    </Stack>
  );
}

function ReplaceClaimTool({ run, busy }: { run: Run; busy: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const [change, setChange] = useState({ claimType: '', fromValue: '', toType: '', toValue: '' });
  const request = { ...change, toType: change.toType.trim() || undefined };
  const valid = ZReplaceClaim.safeParse(request).success;
  const apply = async () => {
    const claim = { type: change.claimType.trim(), value: change.fromValue.trim() };
    const count = await claimUserCount(api, claim).catch(() => null);
    const message = t('security.tools.confirmReplaceClaim', {
      type: claim.type,
      from: claim.value,
      toType: request.toType ?? claim.type,
      to: change.toValue.trim(),
      users: count ?? '?',
    });
    if (!(await confirm({ message }))) return;
    await run(
      () => replaceClaim(api, request),
      (answer: TChangedCount) => t('security.tools.changed', { count: answer.count }),
    );
  };
  const field = (name: keyof typeof change, label: string) => (
    <TextField
      size="small"
      label={label}
      value={change[name]}
      onChange={(event) => setChange((old) => ({ ...old, [name]: event.target.value }))}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      {field('claimType', t('security.claims.type'))}
      {field('fromValue', t('security.tools.fromValue'))}
      {field('toType', t('security.tools.toType'))}
      {field('toValue', t('security.tools.toValue'))}
      <Button
        variant="outlined"
        disabled={busy || !valid}
        onClick={() => void apply()}
        sx={NO_SHRINK}
      >
        {t('security.tools.replaceClaim')}
      </Button>
    </Stack>
  );
}

/** Changes across many users: replace a role, replace a claim, refresh everyone's claims. */
export function SecurityTools({ roles }: { roles: TRoleSummary[] }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useSecurityAction();
  const refreshAll = async () => {
    if (!(await confirm({ message: t('security.tools.confirmRefresh') }))) return;
    await run(
      () => refreshAllUserClaims(api),
      (answer) => t('security.tools.refreshed', { count: answer.count }),
    );
  };
  return (
    <SecuritySection title={t('security.tools.title')}>
      <Stack spacing={2}>
        <ToolHeading>{t('security.tools.replaceRole')}</ToolHeading>
        <ReplaceRoleTool roles={roles} run={run} busy={busy} />
        <ToolHeading>{t('security.tools.replaceClaim')}</ToolHeading>
        <Typography variant="body2" color="text.secondary">
          {t('security.tools.replaceClaimHint')}
        </Typography>
        <ReplaceClaimTool run={run} busy={busy} />
        <ToolHeading>{t('security.tools.refreshAll')}</ToolHeading>
        <Typography variant="body2" color="text.secondary">
          {t('security.tools.refreshHint')}
        </Typography>
        <div>
          <Button variant="outlined" disabled={busy} onClick={() => void refreshAll()}>
            {t('security.tools.refreshAll')}
          </Button>
        </div>
      </Stack>
    </SecuritySection>
  );
}

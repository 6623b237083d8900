import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TCrmAccount, TCrmAccountRow } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { SecuritySection } from '../security/SecuritySection';
import { accountKeys, addInviteCode, deleteCrmAccount, mergeAccounts } from './accounts-api';
import { MergeDialog } from './MergeDialog';
import { useAction } from './use-action';

type Props = {
  account: TCrmAccount;
  cohort: boolean;
  /** The person the account was opened for (org/{id}/{uaId}). */
  uaId: string | undefined;
  linkTo: (id: string) => string;
};

/** The account's name, parent, counts and invite code, with what may be done to it. */
export function OrgHeader({ account, cohort, uaId, linkTo }: Props) {
  const { t } = useTranslation();
  const plansOn = useFeatureOn('tractionPlan');
  const { api } = usePortal();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, busy } = useAction(accountKeys.all);
  const [merging, setMerging] = useState(false);

  const remove = async () => {
    const message = t('accounts.org.confirmDelete', { name: account.accountName });
    if (!(await confirm({ message }))) return;
    const done = await run(
      () => deleteCrmAccount(api, account.id),
      () => t('accounts.org.deleted', { name: account.accountName }),
    );
    if (done) void navigate(cohort ? '/accounts/cohortadmin' : '/accounts/admin');
  };
  const merge = async (target: TCrmAccountRow) => {
    const done = await run(
      () => mergeAccounts(api, account.id, target.id, true),
      () => t('accounts.org.merged', { from: account.accountName, to: target.accountName }),
    );
    if (done) void navigate(linkTo(target.id));
  };
  const inviteCode = () =>
    void run(
      () => addInviteCode(api, account.id),
      (answer) => t('accounts.org.inviteAdded', { code: answer.inviteCode }),
    );

  return (
    <SecuritySection
      level={2}
      title={account.accountName}
      actions={
        <>
          <Button component={RouterLink} to={`/notesdash/CrmAccount/${account.id}`}>
            {t('accounts.org.notes')}
          </Button>
          {account.abilities.edit && (
            <Button variant="outlined" disabled={busy} onClick={inviteCode}>
              {t('accounts.org.addInviteCode')}
            </Button>
          )}
          {account.abilities.manage && (
            <>
              <Button variant="outlined" onClick={() => setMerging(true)}>
                {t('accounts.org.merge')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t('accounts.org.delete')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Stack spacing={0.5}>
        {account.parentId && (
          <Typography>
            {t('accounts.org.parent')}{' '}
            <Link component={RouterLink} to={linkTo(account.parentId)}>
              {account.parentAccountName ?? account.parentAccountId}
            </Link>
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('accounts.org.counts', {
            users: account.userCount,
            groupCount: account.groupCount,
            children: account.childCount,
          })}
        </Typography>
        <Typography>
          {account.inviteCode
            ? t('accounts.org.inviteCode', { code: account.inviteCode })
            : t('accounts.org.noInviteCode')}
        </Typography>
        {uaId && plansOn && (
          <Typography>
            <Link component={RouterLink} to={`/plan/userAccount/${encodeURIComponent(uaId)}`}>
              {t('accounts.org.personPlan')}
            </Link>
          </Typography>
        )}
      </Stack>
      {merging && (
        <MergeDialog
          account={account}
          busy={busy}
          onMerge={(target) => void merge(target)}
          onClose={() => setMerging(false)}
        />
      )}
    </SecuritySection>
  );
}

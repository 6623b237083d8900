import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TUserGroup } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { PICTURE_ACCEPT, readPictureFile } from '../../ui/picture-file';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { deleteGroup, generateGroupInviteCode, groupKeys, uploadGroupPicture } from './groups-api';

/**
 * The group's name, picture (where the brand has `profileImages` on) and invite code (where it
 * has `groupInviteCodes` on), with the ways to its dashboard (where it has `teamDashboard` on),
 * notes and removal.
 */
export function GroupHeader({ group }: { group: TUserGroup }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const picturesOn = useFeatureOn('profileImages');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, busy } = useAction(groupKeys.all);
  const [problem, setProblem] = useState<string | null>(null);
  const dashboardOn = useFeatureOn('teamDashboard');
  const inviteCodesOn = useFeatureOn('groupInviteCodes');

  const remove = async () => {
    if (!(await confirm({ message: t('groups.edit.confirmDelete', { name: group.name }) }))) return;
    const done = await run(
      () => deleteGroup(api, group.id),
      () => t('groups.edit.deleted', { name: group.name }),
    );
    if (done) void navigate('/groups/admin');
  };
  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const read = await readPictureFile(file);
    if ('problem' in read) return setProblem(t(`account.picture.${read.problem}`));
    await run(
      () => uploadGroupPicture(api, group.id, read.data),
      () => t('groups.edit.pictureSaved'),
    );
  };
  const inviteCode = () =>
    void run(
      () => generateGroupInviteCode(api, group.id, group.inviteCode !== null),
      (answer) => t('groups.edit.inviteCreated', { code: answer.inviteCode }),
    );

  return (
    <SecuritySection
      level={2}
      title={group.name}
      actions={
        <>
          {dashboardOn && (
            <Button component={RouterLink} to={`/groups/teamdashboard/${group.id}`}>
              {t('groups.admin.dashboard')}
            </Button>
          )}
          <Button component={RouterLink} to={`/notesdash/UserGroup/${group.id}`}>
            {t('groups.edit.notes')}
          </Button>
          {group.abilities.delete && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => void remove()}>
              {t('groups.actions.delete')}
            </Button>
          )}
        </>
      }
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Avatar
          src={(picturesOn && group.dataImageUrl) || undefined}
          alt={group.name}
          variant="rounded"
          sx={{ width: 72, height: 72 }}
        >
          {group.name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {inviteCodesOn && (
            <Typography>
              {group.inviteCode
                ? t('groups.edit.inviteCode', { code: group.inviteCode })
                : t('groups.edit.noInviteCode')}
            </Typography>
          )}
          {group.abilities.manageMembers && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {inviteCodesOn && (
                <Button size="small" variant="outlined" disabled={busy} onClick={inviteCode}>
                  {group.inviteCode
                    ? t('groups.edit.replaceInviteCode')
                    : t('groups.edit.createInviteCode')}
                </Button>
              )}
              {picturesOn && (
                <Button size="small" variant="outlined" component="label" disabled={busy}>
                  {t('groups.edit.choosePicture')}
                  <input
                    hidden
                    type="file"
                    accept={PICTURE_ACCEPT}
                    onChange={(event) => {
                      void choosePicture(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </Button>
              )}
            </Stack>
          )}
          {problem && <Alert severity="warning">{problem}</Alert>}
        </Stack>
      </Stack>
    </SecuritySection>
  );
}

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Describer, DescriberInvite, ProfileParticipant } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import {
  createReport,
  inviteDescribers,
  listDescribers,
  potentialDescribers,
  reactivateDescriber,
  removeDescriber,
} from '../profile-api';
import { useProfileAction } from '../use-profile-action';
import { nameOf } from './describer-name';
import { DescriberTable } from './DescriberTable';
import { InviteDescriberForm } from './InviteDescriberForm';

/** The people asked to describe the participant, and the form that asks one more. */
export function DescribersSection({ participant }: { participant: ProfileParticipant }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useProfileAction();
  const navigate = useNavigate();
  const describers = useQuery({
    queryKey: ['profile', 'describers', participant.id],
    queryFn: ({ signal }) => listDescribers(api, participant.id, signal),
  });
  const suggestions = useQuery({
    queryKey: ['profile', 'potentialDescribers', participant.userAccountId],
    queryFn: ({ signal }) => potentialDescribers(api, participant.userAccountId, signal),
  });
  // The spec's isSelfRequired: describers wait until the participant has described themself.
  const blocked = participant.isSelfRequired && !participant.isSelfComplete;
  const invited = (describers.data ?? []).filter((d) => d.describerRelationship !== 'self');
  const known = new Set(invited.map((d) => d.email.toLowerCase()));

  const invite = async (person: DescriberInvite) =>
    (await run(
      () => inviteDescribers(api, { participantId: participant.id, invites: [person] }),
      t('profile.invite.sent', { email: person.email }),
    )) !== undefined;
  const remove = async (describer: Describer) => {
    const message = t('profile.describers.confirmRemove', { name: nameOf(describer) });
    if (!(await confirm({ message }))) return;
    await run(
      () => removeDescriber(api, participant.id, describer.id),
      t('profile.describers.removed', { name: nameOf(describer) }),
    );
  };
  const completed = invited.filter((d) => d.isComplete);
  // The report is made when the participant asks for it, from everyone who answered; the server
  // releases it at once when the configuration's rule holds (else when it comes to hold).
  const makeReport = async () => {
    const made = await run(
      () =>
        createReport(api, {
          profileParticipantId: participant.id,
          describerIds: completed.map((d) => d.id),
          label: '',
        }),
      t('profile.reportBuilder.created'),
    );
    if (made) await navigate(`/report/${encodeURIComponent(made.reportCode)}`);
  };
  const reactivate = (describer: Describer) =>
    void run(
      () => reactivateDescriber(api, participant.id, describer.id),
      t('profile.describers.reactivated', { name: nameOf(describer) }),
    );

  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h6" component="h3">
        {t('profile.describers.title')}
      </Typography>
      {describers.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
      {describers.isError && <ErrorNotice error={describers.error} />}
      {describers.data && (
        <DescriberTable
          describers={invited}
          busy={busy}
          onRemove={(d) => void remove(d)}
          onReactivate={reactivate}
        />
      )}
      {(completed.length > 0 || (participant.selfOnly && participant.isSelfComplete)) && (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void makeReport()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('profile.reportBuilder.create')}
        </Button>
      )}
      {participant.selfOnly ? (
        <Alert severity="info">{t('profile.describers.selfOnly')}</Alert>
      ) : (
        <>
          {blocked && <Alert severity="info">{t('profile.describers.selfFirst')}</Alert>}
          <InviteDescriberForm
            suggestions={(suggestions.data ?? []).filter((p) => !known.has(p.email.toLowerCase()))}
            busy={busy}
            disabled={blocked}
            onInvite={invite}
          />
        </>
      )}
    </Stack>
  );
}

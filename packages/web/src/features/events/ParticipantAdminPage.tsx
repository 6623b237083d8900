import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, isFeatureEnabled, type TEvent, type TUserGroupRow } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Paging } from '../../ui/Paging';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { AddParticipantDialog } from './AddParticipantDialog';
import { EventPicker } from './EventPicker';
import { GroupPicker } from './GroupPicker';
import { MakeupRequests } from './MakeupRequests';
import { MoveDialog } from './MoveDialog';
import { ParticipantTable } from './ParticipantTable';
import {
  deleteParticipant,
  eventKeys,
  fetchEvent,
  importGroupMembers,
  saveParticipant,
  sendInvites,
  sendSchedulingLinks,
} from './events-api';
import { useLiveCheckinCount } from './use-live-checkin-count';
import { useParticipants } from './use-participants';

type Group = Pick<TUserGroupRow, 'id' | 'name'>;

/** The participants of one event and what an admin does with them. */
function EventParticipantsAdmin({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useAction(eventKeys.all);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The event's own group first: the usual one to import.
  const [group, setGroup] = useState<Group | null>(
    event.userGroupId ? { id: event.userGroupId, name: event.userGroupName ?? '' } : null,
  );
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const participants = useParticipants({ eventId: event.id, ...paging });
  const ids = [...selected];
  const scheduling = isFeatureEnabled(config.features, 'participantScheduling');
  const remove = async (participantId: string, name: string) => {
    if (await confirm({ message: t('events.participants.confirmDelete', { name }) })) {
      await run(() => deleteParticipant(api, participantId));
    }
  };
  return (
    <>
      <SecuritySection
        title={t('events.participants.titleCount', { count: event.participantCount })}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('events.participants.add')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(
                () => sendInvites(api, event.id, { participantIds: ids }),
                (answer) => t('events.participants.invitesSent', answer),
              )
            }
          >
            {ids.length > 0
              ? t('events.participants.inviteSelected')
              : t('events.participants.inviteAll')}
          </Button>
          {isFeatureEnabled(config.features, 'moveParticipant') && (
            <Button variant="outlined" disabled={ids.length === 0} onClick={() => setMoving(true)}>
              {t('events.participants.move')}
            </Button>
          )}
          {scheduling && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                void run(
                  () => sendSchedulingLinks(api, event.id, { participantIds: ids }),
                  (answer) => t('events.participants.linksSent', answer),
                )
              }
            >
              {t('events.participants.sendSchedulingLinks')}
            </Button>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <GroupPicker label={t('events.participants.group')} value={group} onChange={setGroup} />
          <Button
            variant="outlined"
            disabled={!group || busy}
            onClick={() =>
              group &&
              void run(
                () => importGroupMembers(api, event.id, group.id),
                (answer) => t('events.participants.imported', answer),
              )
            }
          >
            {t('events.participants.import')}
          </Button>
        </Stack>
        {participants.isError && <ErrorNotice error={participants.error} />}
        <ParticipantTable
          rows={participants.data?.data ?? []}
          loaded={participants.isSuccess}
          selected={selected}
          onSelect={setSelected}
          actions={(p) =>
            p.abilities.delete && (
              <Button
                size="small"
                color="error"
                onClick={() => void remove(p.id, `${p.firstName} ${p.lastName}`)}
              >
                {t('events.participants.delete')}
              </Button>
            )
          }
        />
        <Paging
          count={participants.data?.count ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
        />
      </SecuritySection>
      {scheduling && (
        <SecuritySection title={t('events.makeup.title')}>
          <MakeupRequests eventId={event.id} />
        </SecuritySection>
      )}
      <AddParticipantDialog
        eventId={event.id}
        open={adding}
        onClose={() => setAdding(false)}
        onSave={(values) => {
          setAdding(false);
          void run(
            () => saveParticipant(api, values),
            () => t('events.participants.added'),
          );
        }}
      />
      <MoveDialog
        event={event}
        participantIds={ids}
        open={moving}
        onClose={() => setMoving(false)}
        onMoved={() => setSelected(new Set())}
      />
    </>
  );
}

/** participant/admin?eventId=: choose an event, then manage its participants. */
export function ParticipantAdminPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  useLiveCheckinCount();
  const event = useQuery({
    queryKey: eventKeys.one(eventId),
    queryFn: ({ signal }) => fetchEvent(api, eventId, signal),
    enabled: eventId !== '',
  });
  return (
    <>
      <SecuritySection level={2} title={t('events.participants.pageTitle')}>
        <EventPicker
          label={t('events.participants.event')}
          value={event.data ?? null}
          onChange={(chosen) => setParams(chosen ? { eventId: chosen.id } : {})}
        />
        {!eventId && <Typography sx={{ mt: 2 }}>{t('events.participants.chooseEvent')}</Typography>}
        {event.isError && <ErrorNotice error={event.error} />}
      </SecuritySection>
      {event.data && <EventParticipantsAdmin key={event.data.id} event={event.data} />}
    </>
  );
}

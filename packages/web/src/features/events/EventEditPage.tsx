import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatEventCode, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { toasts } from '../../ui/toast/toast-store';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { AttendanceCount } from './AttendanceCount';
import { EventForm, type EventSaved } from './EventForm';
import { eventSave, newEventSave } from './event-draft';
import { browserTimeZone } from './event-time';
import { eventTitle } from './event-title';
import {
  archiveEvent,
  deleteEvent,
  eventKeys,
  fetchEvent,
  generateEventCode,
  generateEventInviteCode,
  saveEvent,
} from './events-api';
import { useMayOpen } from '../../app/use-may-open';
import { editionKey } from '../../ui/edition-key';

/** The codes of a saved event and what an admin does to the event as a whole. */
function EventActions({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const mayOpen = useMayOpen();
  const { run, busy } = useAction(eventKeys.all);
  const remove = async () => {
    if (
      !(await confirm({ message: t('events.edit.confirmDelete', { name: eventTitle(event) }) }))
    ) {
      return;
    }
    const deleted = await run(() => deleteEvent(api, event.id));
    if (deleted) void navigate('/event/admin');
    else if (deleted === false)
      toasts.show({ message: t('events.edit.notDeleted'), severity: 'error' });
  };
  const newEventCode = async () => {
    const message = t('events.edit.confirmNewEventCode', {
      code: formatEventCode(event.eventCode),
    });
    if (!(await confirm({ message }))) return;
    await run(
      async () => {
        const { eventCode } = await generateEventCode(api);
        return saveEvent(api, { ...eventSave(event), eventCode });
      },
      (saved) =>
        t('events.edit.newEventCodeSaved', { code: formatEventCode(saved?.eventCode ?? '') }),
    );
  };
  const archive = async () => {
    const done = await run(() => archiveEvent(api, event.id));
    toasts.show(
      done
        ? { message: t('events.edit.archived'), severity: 'success' }
        : { message: t('events.edit.notArchived'), severity: 'error' },
    );
  };
  return (
    <Stack spacing={2}>
      <Typography>
        {t('events.edit.eventCode')}: <strong>{formatEventCode(event.eventCode)}</strong>
      </Typography>
      <Typography>
        {t('events.edit.inviteCode')}:{' '}
        <strong>{event.inviteCode ?? t('events.edit.noInviteCode')}</strong>
      </Typography>
      <Typography>
        {t('events.edit.counts', {
          registered: event.participantCount,
          checkedIn: event.computedCheckedInCount,
        })}
      </Typography>
      {event.abilities.edit && <AttendanceCount event={event} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {event.abilities.edit && (
          <Button variant="outlined" disabled={busy} onClick={() => void newEventCode()}>
            {t('events.edit.newEventCode')}
          </Button>
        )}
        {!event.inviteCode && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(
                () => generateEventInviteCode(api, event.id),
                (a) => a.inviteCode,
              )
            }
          >
            {t('events.edit.generateInviteCode')}
          </Button>
        )}
        {mayOpen('eventView') && (
          <Button variant="outlined" component={RouterLink} to={`/event/view/${event.id}`}>
            {t('events.edit.view')}
          </Button>
        )}
        {mayOpen('participantAdmin') && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/participant/admin?eventId=${event.id}`}
          >
            {t('events.admin.participants')}
          </Button>
        )}
        {!event.archived && (
          <Button variant="outlined" color="warning" disabled={busy} onClick={() => void archive()}>
            {t('events.edit.archive')}
          </Button>
        )}
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void remove()}>
          {t('events.edit.delete')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** event/edit/{eventId}: a new event ('new') or one event with every field of the spec. */
export function EventEditPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { eventId = 'new' } = useParams();
  const navigate = useNavigate();
  const { run, busy } = useAction(eventKeys.all);
  const isNew = eventId === 'new';
  const loaded = useQuery({
    queryKey: eventKeys.one(eventId),
    queryFn: ({ signal }) => fetchEvent(api, eventId, signal),
    enabled: !isNew,
  });
  const save = async (values: EventSaved) => {
    const saved = await run(() => saveEvent(api, values));
    // The error catalogue's failed save: the server answers null (unknown type, group, account).
    if (saved === null) toasts.show({ message: t('events.edit.notSaved'), severity: 'error' });
    if (!saved) return;
    toasts.show({ message: t('events.edit.saved'), severity: 'success' });
    if (isNew) void navigate(`/event/edit/${saved.id}`, { replace: true });
  };
  if (isNew) {
    return (
      <SecuritySection level={2} title={t('events.edit.newTitle')}>
        <EventForm
          initial={newEventSave(browserTimeZone())}
          accounts={[]}
          group={null}
          imported={[]}
          readOnly={false}
          busy={busy}
          onSave={(values) => void save(values)}
        />
      </SecuritySection>
    );
  }
  if (loaded.isPending) return <PageLoading />;
  if (loaded.isError) return <ErrorNotice error={loaded.error} />;
  const event = loaded.data;
  return (
    <>
      <SecuritySection level={2} title={eventTitle(event)}>
        <EventActions event={event} />
      </SecuritySection>
      <SecuritySection title={t('events.edit.details')}>
        <EventForm
          key={editionKey(event)}
          initial={eventSave(event)}
          accounts={event.crmAccounts}
          group={
            event.userGroupId ? { id: event.userGroupId, name: event.userGroupName ?? '' } : null
          }
          imported={event.importedCrmAccounts}
          readOnly={!event.abilities.edit}
          busy={busy}
          onSave={(values) => void save(values)}
        />
      </SecuritySection>
    </>
  );
}

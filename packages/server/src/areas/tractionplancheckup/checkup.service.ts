import type {
  CheckupStage,
  TCheckup,
  TCheckupFeedbackStatusUpdate,
  TCheckupSave,
  TFeedbackRequest,
} from '@portal/core';
import { CheckupStage as Stage } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import type { EventContext } from '../event/event-context';
import {
  requireCheckupEvent,
  visibleCheckupEvents,
  type CheckupAccess,
  type CheckupEvent,
} from './checkup-events';
import type { CheckupRun } from './checkup-notices.service';
import {
  defaultCheckup,
  presentCheckup,
  presentParticipant,
  presentRequest,
} from './checkup-present';
import { takeStep } from './checkup-stage.service';
import {
  addEventParticipants,
  deleteCheckup,
  findCheckup,
  findCheckups,
  findFeedbackRequest,
  insertCheckup,
  participantsOf,
  requestsOf,
  setCheckupActive,
  setRequestStatusUnlessAnswered,
  updateCheckup,
  type CheckupRow,
} from './checkup.store';

export const CHECKUP_NOT_FOUND = 'errors.checkup.checkupNotFound';
export const CHECKUP_EXISTS = 'errors.checkup.checkupExists';
export const CHECKUP_OTHER_EVENT = 'errors.checkup.checkupOtherEvent';
export const REQUEST_NOT_FOUND = 'errors.checkup.requestNotFound';
export const REQUEST_ANSWERED = 'errors.checkup.requestAnswered';

export const runOf = (ctx: EventContext): CheckupRun => ({
  db: ctx.db,
  brand: ctx.brand,
  origin: ctx.origin,
  now: ctx.now,
});

/** The checkups presented with their participants (requests only to their managers). */
async function present(
  ctx: EventContext,
  rows: readonly CheckupRow[],
  events: Map<string, { event: CheckupEvent; access: CheckupAccess }>,
): Promise<TCheckup[]> {
  const ids = rows.map((r) => r.id);
  const [participants, requests] = await Promise.all([
    participantsOf(ctx.db, ids),
    requestsOf(ctx.db, ids),
  ]);
  return rows.flatMap((row) => {
    const seen = events.get(row.event_id);
    if (!seen) return [];
    const { event, access } = seen;
    const own = participants.filter((p) => p.checkup_id === row.id);
    const list = own.map((p) => presentParticipant(row, p, requests, access.manage));
    return [presentCheckup(row, event, list, { manage: access.manage, delete: access.delete })];
  });
}

/** A checkup the caller may see (404 unknown, 403 not theirs) with its event and access. */
async function requireCheckup(ctx: EventContext, id: string, need: keyof CheckupAccess) {
  const row = await findCheckup(ctx.db, ctx.brand, id);
  if (!row) throw notFound(CHECKUP_NOT_FOUND);
  const seen = await requireCheckupEvent(ctx, row.event_id, need);
  return { row, ...seen };
}

async function presentOne(
  ctx: EventContext,
  row: CheckupRow,
  seen: { event: CheckupEvent; access: CheckupAccess },
) {
  const [checkup] = await present(ctx, [row], new Map([[row.event_id, seen]]));
  return checkup as TCheckup;
}

/** GetByEventId: the event's checkup, or the default empty one when it has none yet. */
export async function checkupOfEvent(ctx: EventContext, eventId: string): Promise<TCheckup> {
  const seen = await requireCheckupEvent(ctx, eventId, 'read');
  const [row] = await findCheckups(ctx.db, ctx.brand, { eventIds: [eventId] });
  if (!row) {
    const abilities = { manage: seen.access.manage, delete: seen.access.delete };
    return defaultCheckup(ctx.brand, seen.event, abilities);
  }
  return presentOne(ctx, row, seen);
}

/** GetByEventIds / GetByIds: the checkups among them the caller may see. */
export async function checkupsBy(
  ctx: EventContext,
  by: { ids?: readonly string[]; eventIds?: readonly string[] },
): Promise<TCheckup[]> {
  const rows = await findCheckups(ctx.db, ctx.brand, by);
  const events = await visibleCheckupEvents(
    ctx,
    rows.map((r) => r.event_id),
  );
  return present(ctx, rows, events);
}

/** save: creates the event's checkup or changes its settings (never its stage). */
export async function saveCheckup(ctx: EventContext, input: TCheckupSave): Promise<TCheckup> {
  const seen = await requireCheckupEvent(ctx, input.eventId, 'manage');
  const row = await ctx.db.transaction().execute(async (trx) => {
    let saved: CheckupRow | undefined;
    if (input.id) {
      const existing = await findCheckup(trx, ctx.brand, input.id);
      if (!existing) throw notFound(CHECKUP_NOT_FOUND);
      if (existing.event_id !== input.eventId) throw new HttpError(400, CHECKUP_OTHER_EVENT);
      saved = await updateCheckup(trx, existing.id, input);
    } else {
      saved = await insertCheckup(trx, ctx.brand, input);
      if (!saved) throw new HttpError(409, CHECKUP_EXISTS);
    }
    if (saved.stage <= Stage.Feedback) await addEventParticipants(trx, saved);
    return saved;
  });
  return presentOne(ctx, row, seen);
}

/** setStage: one allowed step by the event's managers, with what the step sends. */
export async function setStage(ctx: EventContext, id: string, to: CheckupStage): Promise<TCheckup> {
  const { row, ...seen } = await requireCheckup(ctx, id, 'manage');
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const change = await takeStep({ ...runOf(ctx), db: trx }, row, seen.event, to);
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.checkupStageChanged,
      appName: ctx.brand,
      actorUserId: ctx.actor.session.userId,
      details: { checkupId: id, from: change.move.from, to, notices: change.notices },
    });
    return change.checkup;
  });
  return presentOne(ctx, changed, seen);
}

/** setActive: an inactive checkup keeps its stage; the job and reminders pass it by. */
export async function setActive(ctx: EventContext, id: string, active: boolean): Promise<TCheckup> {
  const { row, ...seen } = await requireCheckup(ctx, id, 'manage');
  return presentOne(ctx, await setCheckupActive(ctx.db, row.id, active), seen);
}

/** DeleteAllByCheckupId: the checkup, its participants, requests and answers (event admins). */
export async function deleteAllByCheckupId(ctx: EventContext, id: string): Promise<boolean> {
  const { row } = await requireCheckup(ctx, id, 'delete');
  await ctx.db.transaction().execute(async (trx) => {
    await deleteCheckup(trx, row.id);
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.checkupDeleted,
      appName: ctx.brand,
      actorUserId: ctx.actor.session.userId,
      details: { checkupId: id, eventId: row.event_id, stage: row.stage },
    });
  });
  return true;
}

/** updateCheckupFeedbackStatus/{requestId}: the checkup's managers cancel or reopen a request. */
export async function updateFeedbackStatus(
  ctx: EventContext,
  requestId: string,
  update: TCheckupFeedbackStatusUpdate,
): Promise<TFeedbackRequest> {
  const request = await findFeedbackRequest(ctx.db, ctx.brand, requestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  await requireCheckup(ctx, request.checkup_id, 'manage');
  const updated = await setRequestStatusUnlessAnswered(ctx.db, request.id, update.status, ctx.now);
  if (!updated) throw new HttpError(409, REQUEST_ANSWERED);
  return presentRequest(updated, false);
}

/** The caller manages the checkup (for the calls that act on one checkup by id). */
export async function requireManagedCheckup(ctx: EventContext, id: string) {
  return requireCheckup(ctx, id, 'manage');
}

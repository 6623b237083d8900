import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MessageType, eventAdminApi, type TTrainerSmsResult } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { calendarFile } from './event-calendar.service';
import { eventMessageData } from './event-checkin.service';
import { eventContext, type EventContext } from './event-context';
import {
  processMakeups,
  sendCoachingStatusUpdates,
  sendEventSummaries,
} from './event-followups.service';
import { sendOnce, type EventRun } from './event-notify';
import {
  sendCoachingSessionReminders,
  sendEventReminders,
  sendInitialCoachingSessions,
} from './event-reminders.service';
import { findEvent } from './event.store';
import {
  accountFirstName,
  openEventsStartingBetween,
  trainerPhones,
} from './event-notifications.store';

const runOf = (ctx: EventContext): EventRun => ({
  db: ctx.db,
  brand: ctx.brand,
  now: ctx.now,
  origin: ctx.origin,
});

/** The spec's Process... calls: the brand's part of each notification job, run now. */
const PROCESS_CALLS = [
  [eventAdminApi.processEventReminders, sendEventReminders],
  [eventAdminApi.processInitialCoachingSession, sendInitialCoachingSessions],
  [eventAdminApi.processCoachingSession, sendCoachingSessionReminders],
  [
    eventAdminApi.processCoachingSessionStatusUpdate,
    (r: EventRun) => sendCoachingStatusUpdates(r, 'planner'),
  ],
  [
    eventAdminApi.processPocCoachingSessionStatusUpdate,
    (r: EventRun) => sendCoachingStatusUpdates(r, 'poc'),
  ],
  [eventAdminApi.processEventSummary, sendEventSummaries],
  [eventAdminApi.processMakeUpEvent, processMakeups],
] as const;

/**
 * SendSmsToActiveTrainers/{days}: texts every trainer of an open event starting in the next
 * {days} days about it, once per event and trainer; trainers without a verified phone are counted.
 */
async function textTrainers(ctx: EventContext, days: number): Promise<TTrainerSmsResult> {
  const rows = await openEventsStartingBetween(
    ctx.db,
    ctx.brand,
    ctx.now,
    new Date(ctx.now.getTime() + days * 86_400_000),
  );
  const emails = [
    ...new Set(rows.flatMap((r) => [r.trainer_email, r.trainer2_email]).filter((e) => e !== null)),
  ] as string[];
  const phones = await trainerPhones(ctx.db, emails);
  const result: TTrainerSmsResult = { sent: 0, withoutPhone: 0, alreadySent: 0 };
  for (const event of rows) {
    for (const email of [event.trainer_email, event.trainer2_email]) {
      if (!email) continue;
      const phone = phones.get(email);
      if (!phone) {
        result.withoutPhone++;
        continue;
      }
      const queued = await sendOnce(runOf(ctx), {
        event,
        recipientKey: email,
        kind: 'trainer-sms',
        template: EVENT_TEMPLATE_CODES.trainerSms,
        to: phone,
        messageType: MessageType.SMS,
        data: {
          ...eventMessageData(event, { first_name: '' }, `${ctx.origin}/event/view/${event.id}`),
          registered: String(event.participant_count),
        },
      });
      if (queued) result.sent++;
      else result.alreadySent++;
    }
  }
  return result;
}

/** Notification calls of the event area: the Process... jobs, calendar e-mail, trainer texts. */
export function registerEventNotificationRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  for (const [endpoint, run] of PROCESS_CALLS) {
    serve(app, endpoint, async (_input, request) => ({
      sent: await run(runOf(await ctx(request))),
    }));
  }

  // The .ics of an event the caller may read, e-mailed to the caller's own address.
  serve(app, eventAdminApi.emailCalendarEvent, async ({ params: { id } }, request) => {
    const context = await ctx(request);
    const file = await calendarFile(context, id);
    const event = await findEvent(db, context.brand, id);
    if (!file || !event) throw new HttpError(422, 'errors.event.noDate');
    const firstName = context.actor.userAccountId
      ? await accountFirstName(db, context.actor.userAccountId)
      : undefined;
    await queueTemplateMessage(db, context.brand, EVENT_TEMPLATE_CODES.calendar, {
      to: context.actor.email,
      origin: context.origin,
      data: eventMessageData(
        event,
        { first_name: firstName || context.actor.email },
        `${context.origin}/myevents`,
      ),
      entityType: 'TrainingEvent',
      entityId: event.id,
      userId: context.actor.session.userId,
      attachments: [
        { fileName: file.fileName, contentType: file.contentType, content: file.body.toString() },
      ],
    });
    return { queued: true, to: context.actor.email };
  });

  serve(app, eventAdminApi.textActiveTrainers, async ({ params }, request) =>
    textTrainers(await ctx(request), params.x),
  );
}

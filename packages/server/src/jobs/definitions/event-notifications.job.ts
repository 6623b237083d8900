import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '@portal/core';
import { brandOrigin } from '../../shared/request-context';
import type { EventRun } from '../../areas/event/event-notify';
import {
  sendCoachingSessionReminders,
  sendEventReminders,
  sendInitialCoachingSessions,
} from '../../areas/event/event-reminders.service';
import {
  processMakeups,
  sendCoachingStatusUpdates,
  sendEventSummaries,
} from '../../areas/event/event-followups.service';
import { defineJob, type JobContext, type JobDefinition } from '../job-definition';

/**
 * The notification jobs of training events, one per kind of the spec's Process... calls. Each
 * records what it sent (event_notification), so a repeated run sends nothing twice.
 */
function eventNotificationJob(
  name: string,
  description: string,
  schedule: string,
  run: (r: EventRun) => Promise<number>,
): JobDefinition {
  return defineJob({
    name,
    description,
    payload: z.object({}).strict(),
    schedule,
    retry: { limit: 2, backoffSeconds: 120 },
    handler: async (_payload, context: JobContext) => {
      const now = new Date();
      let sent = 0;
      for (const brand of BRAND_KEYS as readonly BrandKey[]) {
        if (context.signal.aborted) break;
        sent += await run({
          db: context.db,
          brand,
          now,
          origin: brandOrigin(context.config, brand),
        });
      }
      if (sent === 0) return 'idle';
      context.log.info({ sent }, `${name}: messages queued`);
    },
  });
}

export const eventRemindersJob = eventNotificationJob(
  'event-reminders',
  'Reminds participants of training events in the next 24 hours (e-mail, SMS where allowed).',
  '5 * * * *',
  sendEventReminders,
);
export const eventInitialCoachingJob = eventNotificationJob(
  'event-initial-coaching-session',
  'Introduces people to their first coaching session, in the 72 hours before it.',
  '10 * * * *',
  sendInitialCoachingSessions,
);
export const eventCoachingSessionJob = eventNotificationJob(
  'event-coaching-session',
  'Reminds participants of coaching sessions in the next 24 hours.',
  '15 * * * *',
  sendCoachingSessionReminders,
);
export const eventStatusUpdatesJob = eventNotificationJob(
  'event-status-updates',
  'Weekly status of running coaching engagements to their planners and points of contact.',
  '0 13 * * *',
  async (r) =>
    (await sendCoachingStatusUpdates(r, 'planner')) + (await sendCoachingStatusUpdates(r, 'poc')),
);
export const eventSummaryJob = eventNotificationJob(
  'event-summary',
  'Sends the trainers and planner of an event its attendance summary after it ends.',
  '20 * * * *',
  sendEventSummaries,
);
export const eventMakeupJob = eventNotificationJob(
  'event-makeups',
  'Completes attended make-ups and offers no-shows their scheduling link.',
  '25 * * * *',
  processMakeups,
);

import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import {
  sendDueReminders,
  syncDeliveryStates,
} from '../../areas/profile-describer/describer-reminders.service';
import { defineJob } from '../job-definition';

/**
 * Daily: reminds describers who have not finished (every 3 days after the invitation by
 * default, at most 3 times; the profile configuration sets both) and copies the delivery state
 * of their messages onto the describers.
 */
export const profileDescriberRemindersJob = defineJob({
  name: 'profile-describer-reminders',
  description: 'Sends due reminders to 360 describers and updates their delivery states.',
  payload: z.object({}).strict(),
  schedule: '0 8 * * *',
  retry: { limit: 2, backoffSeconds: 300 },
  handler: async (_payload, context) => {
    const now = new Date();
    let reminders = 0;
    for (const brand of BRAND_KEYS) {
      const run = { db: context.db, config: context.config, brand, now };
      reminders += await sendDueReminders(run);
      await syncDeliveryStates(run);
    }
    context.log.info({ reminders }, '360 describer reminders sent');
  },
});

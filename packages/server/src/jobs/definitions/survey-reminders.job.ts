import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { sendDueReminders } from '../../areas/survey/survey-invitations-jobs.service';
import { brandOrigin } from '../../shared/request-context';
import { defineJob } from '../job-definition';

/** Hourly: reminders to the people who have not completed an open survey release. */
export const surveyRemindersJob = defineJob({
  name: 'survey-reminders',
  description: 'Reminds the people who have not completed open survey releases, when due.',
  payload: z.object({}).strict(),
  schedule: '7 * * * *',
  retry: { limit: 2, backoffSeconds: 300 },
  handler: async (_payload, context) => {
    const now = new Date();
    let sent = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      const origin = brandOrigin(context.config, brand);
      sent += await sendDueReminders({ db: context.db, brand, origin, now, log: context.log });
    }
    if (sent === 0) return 'idle';
    context.log.info({ sent }, 'survey reminders sent');
  },
});

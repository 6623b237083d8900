import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { processStatusUpdates } from '../../areas/tractionplancheckup/checkup-process.service';
import { brandOrigin } from '../../shared/request-context';
import { defineJob } from '../job-definition';

/** Daily at 13:30 UTC: the checkups' status-update e-mails due on this weekday. */
export const checkupStatusUpdatesJob = defineJob({
  name: 'checkup-status-updates',
  description: 'Sends the status updates of traction plan checkups on their chosen weekday.',
  payload: z.object({}).strict(),
  schedule: '30 13 * * *',
  retry: { limit: 2, backoffSeconds: 300 },
  handler: async (_payload, context) => {
    const now = new Date();
    let sent = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      const origin = brandOrigin(context.config, brand);
      sent += await processStatusUpdates({ db: context.db, brand, origin, now, log: context.log });
    }
    if (sent === 0) return 'idle';
    context.log.info({ sent }, 'checkup status updates sent');
  },
});

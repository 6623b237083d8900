import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { processCheckups } from '../../areas/tractionplancheckup/checkup-process.service';
import { brandOrigin } from '../../shared/request-context';
import { defineJob } from '../job-definition';

/**
 * Daily at 13:00 UTC (the morning in the Americas): moves every active checkup to the stage its
 * days call for, in its event's time zone, and sends the feedback and report reminders due.
 * Every notice is claimed once, so a repeated run sends nothing twice.
 */
export const processCheckupsJob = defineJob({
  name: 'process-checkups',
  description: 'Moves traction plan checkups on their days and sends the reminders due.',
  payload: z.object({}).strict(),
  schedule: '0 13 * * *',
  retry: { limit: 2, backoffSeconds: 300 },
  handler: async (_payload, context) => {
    const now = new Date();
    let moves = 0;
    let notices = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      const origin = brandOrigin(context.config, brand);
      const result = await processCheckups({
        db: context.db,
        brand,
        origin,
        now,
        log: context.log,
      });
      moves += result.moves.length;
      notices += result.notices;
    }
    if (moves === 0 && notices === 0) return 'idle';
    context.log.info({ moves, notices }, 'checkups processed');
  },
});

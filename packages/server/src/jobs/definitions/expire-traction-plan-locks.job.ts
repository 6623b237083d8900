import { z } from 'zod';
import { expireLocks } from '../../areas/tractionplan/plan-maintenance.service';
import { defineJob } from '../job-definition';

/** Clears lapsed plan editing locks, so lists and reads never show a lock nobody holds. */
export const expireTractionPlanLocksJob = defineJob({
  name: 'expire-traction-plan-locks',
  description: 'Clears Traction Plan editing locks whose holder stopped renewing them.',
  payload: z.object({ all: z.boolean().optional() }).strict(),
  repeatSeconds: 60,
  retry: { limit: 2, backoffSeconds: 30 },
  handler: async (payload, context) => {
    const cleared = await expireLocks(context.db, new Date(), payload.all ?? false);
    if (cleared === 0) return 'idle';
    context.log.info({ cleared }, 'plan locks expired');
    return undefined;
  },
});

import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { updateTrendingMetrics } from '../../areas/resourcegroup/trending.service';
import { defineJob } from '../job-definition';

/** Hourly at minute 20: every brand's trending metrics from the views and completions of late. */
export const contentTrendingMetricsJob = defineJob({
  name: 'content-trending-metrics',
  description: 'Ranks the content items of every brand by their recent views and completions.',
  payload: z.object({}).strict(),
  schedule: '20 * * * *',
  retry: { limit: 2, backoffSeconds: 120 },
  handler: async (_payload, context) => {
    const now = new Date();
    let items = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      items += (await updateTrendingMetrics({ db: context.db, brand, now })).items;
    }
    if (items === 0) return 'idle';
    context.log.info({ items }, 'trending metrics updated');
  },
});

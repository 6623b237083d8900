import { z } from 'zod';
import { BRAND_KEYS, isGateOpen, LIBRARY_PARTS } from '@portal/core';
import { updateTrendingMetrics } from '../../areas/resourcegroup/trending.service';
import { loadAppConfig } from '../../areas/webconfig/webconfig.service';
import { defineJob } from '../job-definition';

/**
 * Hourly at minute 20: the trending metrics, from the views and completions of late, of every
 * brand with trending content on (a brand that switches it on again is ranked at the next run).
 */
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
      const { features } = await loadAppConfig(context.db, brand);
      if (!isGateOpen(features, LIBRARY_PARTS.trending)) continue;
      items += (await updateTrendingMetrics({ db: context.db, brand, now })).items;
    }
    if (items === 0) return 'idle';
    context.log.info({ items }, 'trending metrics updated');
  },
});

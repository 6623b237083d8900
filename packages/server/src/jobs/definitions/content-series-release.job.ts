import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { releaseDueSeries } from '../../areas/resourcegroup/series.service';
import { defineJob } from '../job-definition';

/** Daily at 05:10 UTC: the next item of every started series to each member it is due to. */
export const contentSeriesReleaseJob = defineJob({
  name: 'content-series-release',
  description: 'Releases the next item of every started series to the members it is due to.',
  payload: z.object({}).strict(),
  schedule: '10 5 * * *',
  retry: { limit: 2, backoffSeconds: 300 },
  handler: async (_payload, context) => {
    const now = new Date();
    let released = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      released += await releaseDueSeries({ db: context.db, brand, now });
    }
    if (released === 0) return 'idle';
    context.log.info({ released }, 'series items released');
  },
});

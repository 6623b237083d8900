import { z } from 'zod';
import { BRAND_KEYS, LOCALES } from '@portal/core';
import { fillCacheOfBrand } from '../../areas/profile-report/report-cache.service';
import { defineJob } from '../job-definition';

/** StartBatchReportCacheGeneration: computes every report of a brand in one language ahead. */
export const profileReportCacheJob = defineJob({
  name: 'profile-report-cache',
  description: 'Fills the 360 report cache of a brand in one language.',
  payload: z.object({ brand: z.enum(BRAND_KEYS), locale: z.enum(LOCALES) }).strict(),
  retry: { limit: 1, backoffSeconds: 60 },
  handler: async (payload, context) => {
    const filled = await fillCacheOfBrand(
      context.db,
      payload.brand,
      payload.locale,
      context.signal,
    );
    context.log.info({ filled, brand: payload.brand }, '360 report cache filled');
  },
});

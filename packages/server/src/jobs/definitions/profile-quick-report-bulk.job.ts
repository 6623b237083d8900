import { z } from 'zod';
import { BRAND_KEYS, zGuid } from '@portal/core';
import { brandOrigin } from '../../shared/request-context';
import { createQuickReportsInBulk } from '../../areas/profile-report/report-quick.service';
import { defineJob } from '../job-definition';

/** StartCreateQuickReportBulk: the bulk quick reports of a configuration, in the background. */
export const profileQuickReportBulkJob = defineJob({
  name: 'profile-quick-report-bulk',
  description: 'Creates 360 quick reports for the participants of a profile configuration.',
  payload: z
    .object({
      brand: z.enum(BRAND_KEYS),
      /** Who started it: recorded as the reports' creator. */
      userId: zGuid,
      configId: zGuid,
      minDescribers: z.number().int().min(0).max(50),
      label: z.string().max(100),
      simulateOnly: z.boolean(),
    })
    .strict(),
  retry: { limit: 0, backoffSeconds: 60 },
  handler: async (payload, context) => {
    const result = await createQuickReportsInBulk(
      {
        db: context.db,
        brand: payload.brand,
        // The starter's access was checked when the job was queued; reports record them.
        session: { userId: payload.userId, email: '', emailVerified: true, claims: [], roles: [] },
        now: new Date(),
        origin: brandOrigin(context.config, payload.brand),
        ip: null,
        log: context.log,
        locale: 'en-us',
        config: context.config,
      },
      payload,
    );
    context.log.info(result, '360 quick reports created in bulk');
  },
});

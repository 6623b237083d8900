import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { notifyReleasedReports } from '../../areas/profile-participant/profile-notifications.service';
import { releaseDueReports } from '../../areas/profile-report/report-release.service';
import { defineJob } from '../job-definition';

/**
 * ProcessAutoReleaseReports as a job: releases each brand's due reports (where the brand
 * releases them automatically), then tells their participants.
 */
export const profileReleaseReportsJob = defineJob({
  name: 'profile-release-reports',
  description: 'Releases 360 reports whose release rule holds and e-mails their participants.',
  payload: z.object({}).strict(),
  schedule: '*/15 * * * *',
  retry: { limit: 2, backoffSeconds: 60 },
  handler: async (_payload, context) => {
    const now = new Date();
    let released = 0;
    let notified = 0;
    for (const brand of BRAND_KEYS) {
      released += (await releaseDueReports(context.db, brand, now)).length;
      notified += await notifyReleasedReports({
        db: context.db,
        config: context.config,
        brand,
        now,
      });
    }
    if (released === 0 && notified === 0) return 'idle';
    context.log.info({ released, notified }, '360 reports released');
  },
});

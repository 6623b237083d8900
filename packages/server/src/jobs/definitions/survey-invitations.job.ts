import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { inviteOpenReleases } from '../../areas/survey/survey-invitations-jobs.service';
import { brandOrigin } from '../../shared/request-context';
import { defineJob } from '../job-definition';

/** Every 15 minutes: invitations of releases that opened since, and of people who joined since. */
export const surveyInvitationsJob = defineJob({
  name: 'survey-invitations',
  description: 'Invites the people the open survey releases reach, and e-mails each new one.',
  payload: z.object({}).strict(),
  schedule: '*/15 * * * *',
  retry: { limit: 2, backoffSeconds: 120 },
  handler: async (_payload, context) => {
    const now = new Date();
    let invited = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      const origin = brandOrigin(context.config, brand);
      invited += await inviteOpenReleases({ db: context.db, brand, origin, now, log: context.log });
    }
    if (invited === 0) return 'idle';
    context.log.info({ invited }, 'survey invitations sent');
  },
});

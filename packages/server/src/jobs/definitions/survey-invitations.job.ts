import { z } from 'zod';
import { BRAND_KEYS } from '@portal/core';
import { inviteEventSurveyTakers } from '../../areas/event/event-survey-invite';
import { inviteOpenReleases } from '../../areas/survey/survey-invitations-jobs.service';
import { brandOrigin } from '../../shared/request-context';
import { defineJob } from '../job-definition';

/**
 * Every 15 minutes: invitations of releases that opened since, of people who joined since, and
 * of the people who take the survey of an event that ended.
 */
export const surveyInvitationsJob = defineJob({
  name: 'survey-invitations',
  description:
    'Invites the people the open survey releases and ended events reach, and e-mails each new one.',
  payload: z.object({}).strict(),
  schedule: '*/15 * * * *',
  retry: { limit: 2, backoffSeconds: 120 },
  handler: async (_payload, context) => {
    const now = new Date();
    let invited = 0;
    for (const brand of BRAND_KEYS) {
      if (context.signal.aborted) break;
      const origin = brandOrigin(context.config, brand);
      const run = { db: context.db, brand, origin, now, log: context.log };
      invited += (await inviteOpenReleases(run)) + (await inviteEventSurveyTakers(run));
    }
    if (invited === 0) return 'idle';
    context.log.info({ invited }, 'survey invitations sent');
  },
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanCheckupApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { eventContext } from '../event/event-context';
import {
  isOnCheckup,
  participantsNotOnActiveCheckup,
  recordView,
  reportsByUserAccount,
  requestsByPartnerEmail,
  updateDuringFeedback,
  userAccountIdOf,
} from './checkup-people.service';

/**
 * tractionplancheckup area, the calls about people: partners' own requests, a person's
 * checkups and reports, the plan during feedback. Each answers only the caller's own rows or
 * the rows of checkups whose event they read (docs/decisions.md).
 */
export function registerCheckupPeopleRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = tractionPlanCheckupApi;

  serve(app, api.partnerRequests, async ({ params }, request) =>
    requestsByPartnerEmail(await ctx(request), params.a, params.b),
  );
  serve(app, api.reportsByUserAccount, async ({ params }, request) =>
    reportsByUserAccount(await ctx(request), params.id),
  );
  serve(app, api.userAccountIdOf, async ({ params }, request) =>
    userAccountIdOf(await ctx(request), params.id),
  );
  serve(app, api.recordView, async ({ params }, request) =>
    recordView(await ctx(request), params.id),
  );
  serve(app, api.notOnActiveCheckup, async ({ params, body }, request) =>
    participantsNotOnActiveCheckup(await ctx(request), params.a, params.b, body.emails),
  );
  for (const [endpoint, onFeedback] of [
    [api.isOnActiveCheckup, false],
    [api.isOnFeedback, true],
  ] as const) {
    serve(app, endpoint, async ({ params }, request) =>
      isOnCheckup(await ctx(request), params.a, params.b, onFeedback),
    );
  }
  serve(app, api.updateDuringFeedback, async ({ params }, request) =>
    updateDuringFeedback(await ctx(request), params.a, params.b),
  );
}

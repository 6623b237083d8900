import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  CHECKUP_STAFF,
  CheckupType,
  ZFindParticipantsNotOnActiveCheckup,
  zEmail,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
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
import { CHECKUP_BASE } from './checkup.routes';

const zId = z.object({ id: zGuid });
const zType = z.coerce.number().pipe(z.enum(CheckupType));
/** {b} of the "is on a checkup" calls: a checkup type, or `all`. */
const zTypeOrAll = z.union([z.literal('all').transform(() => null), zType]);

/**
 * tractionplancheckup area, the calls about people: partners' own requests, a person's
 * checkups and reports, the plan during feedback. Each answers only the caller's own rows or
 * the rows of checkups whose event they read (docs/decisions.md).
 */
export function registerCheckupPeopleRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: ANY } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  app.get(
    `${CHECKUP_BASE}/GetParticipantsFeedbackByAccountabilityPartnerEmail/:a/:b`,
    signedIn,
    async (request) => {
      const { a, b } = parseInput(
        z.object({ a: zEmail, b: z.union([z.literal('all').transform(() => null), zGuid]) }),
        request.params,
      );
      return requestsByPartnerEmail(await ctx(request), a, b);
    },
  );

  app.get(
    `${CHECKUP_BASE}/GetTractionPlanCheckupReportsByUserAccountId/:id`,
    signedIn,
    async (request) => reportsByUserAccount(await ctx(request), parseInput(zId, request.params).id),
  );

  app.get(
    `${CHECKUP_BASE}/GetUserAccountIdFromTractionPlanCheckupParticipantId/:id`,
    signedIn,
    async (request) => userAccountIdOf(await ctx(request), parseInput(zId, request.params).id),
  );

  app.get(`${CHECKUP_BASE}/RecordViewBehavior/:id`, signedIn, async (request) =>
    recordView(await ctx(request), parseInput(zId, request.params).id),
  );

  app.post(
    `${CHECKUP_BASE}/FindParticipantsNotOnActiveCheckup/:a/:b`,
    { config: { access: CHECKUP_STAFF } },
    async (request) => {
      const { a, b } = parseInput(z.object({ a: zGuid, b: zType }), request.params);
      const body = parseInput(ZFindParticipantsNotOnActiveCheckup, request.body);
      return participantsNotOnActiveCheckup(await ctx(request), a, b, body.emails);
    },
  );

  for (const [path, onFeedback] of [
    ['IsPariticpantOnActiveCheckup', false],
    ['IsPariticpantOnFeedback', true],
  ] as const) {
    app.get(`${CHECKUP_BASE}/${path}/:a/:b`, signedIn, async (request) => {
      const { a, b } = parseInput(z.object({ a: zGuid, b: zTypeOrAll }), request.params);
      return isOnCheckup(await ctx(request), a, b, onFeedback);
    });
  }

  app.get(`${CHECKUP_BASE}/UpdateDuringFeedback/:a/:b`, signedIn, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zGuid }), request.params);
    return updateDuringFeedback(await ctx(request), a, b);
  });
}

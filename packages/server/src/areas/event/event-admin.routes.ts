import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { eventAdminApi, type TEventSurveyLink } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { serve } from '../../http/serve';
import { findCatalogItem } from '../eventcatalog/eventcatalog.service';
import { issueInviteCode } from '../invite-code/invite-code.service';
import { eventContext } from './event-context';
import { createProfileRequestActivity } from './event-profile-request.service';
import { manageableEvent, readableEvent } from './event.service';
import { openEventDetailsOfType, setEventDetails, setEventInviteCode } from './event.store';

/** The outside systems the spec's calls reach; this installation is connected to none. */
export const INTEGRATION_NOT_CONFIGURED = 'errors.event.integrationNotConfigured';

const api = eventAdminApi;
const INTEGRATION_CALLS = [
  api.engagementByOpportunity,
  api.opportunityNames,
  api.opportunityNamesByGroup,
  api.zohoCreditCardDeliverables,
  api.testCrmEventWebhook,
  api.generateCrmAccountDtos,
  api.setAllParticipantsCategory,
  api.processOnceHub,
];

/** Event administration calls: catalog sync, invite codes, the survey link, integrations. */
export function registerEventAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  // Answered honestly instead of with made-up data (as the messaging area does for Zoom).
  for (const endpoint of INTEGRATION_CALLS) {
    serve(app, endpoint, async () => {
      throw new HttpError(501, INTEGRATION_NOT_CONFIGURED);
    });
  }

  // {id}: the catalog item. Its profile and plan flags are copied to its open events.
  serve(app, api.syncEventType, async ({ params: { id } }, request) => {
    const context = await ctx(request);
    const item = await findCatalogItem(db, context.brand, id);
    if (!item) throw notFound('errors.event.eventTypeNotFound');
    const flags = item.details as Record<string, unknown>;
    const events = await openEventDetailsOfType(db, context.brand, id);
    for (const event of events) {
      const details = {
        ...(event.details as Record<string, unknown>),
        includeProfile: flags['includeProfile'] === true,
        includeTractionPlan: flags['includeTractionPlan'] === true,
      };
      await setEventDetails(db, event.id, details, context.now);
    }
    return { updated: events.length };
  });

  // An invite code that registers people into the event; the same code is answered again.
  serve(app, api.inviteCode, async ({ params: { id } }, request) => {
    const context = await ctx(request);
    const event = await manageableEvent(context, id);
    if (event.invite_code) return { inviteCode: event.invite_code };
    const expires =
      (event.type_details as Record<string, unknown>)['setInviteCodeExpireDate'] === true
        ? (event.end_date ?? event.start_date)
        : null;
    const row = await issueInviteCode(db, {
      brand: context.brand,
      description: `Event: ${event.type_name}`,
      expiresAt: expires,
      maxUses: null,
      claims: [],
      roles: [],
      userGroupId: event.user_group_id,
      crmAccountId: null,
      eventId: event.id,
      createdByUserId: context.actor.session.userId,
      now: context.now,
    });
    await setEventInviteCode(db, event.id, row.code);
    return { inviteCode: row.code };
  });

  // A profile-request event whose people each get a 360 participant (event admins).
  for (const [endpoint, fromLatest] of [
    [api.profileRequestActivity, false],
    [api.profileRequestActivityFromLatest, true],
  ] as const) {
    serve(app, endpoint, async ({ body }, request) =>
      createProfileRequestActivity(await ctx(request), body, fromLatest),
    );
  }

  // The catalog's survey, open from the event's start for surveyExpirationDays after its end.
  serve(
    app,
    api.latestActiveSurvey,
    async ({ params: { id } }, request): Promise<TEventSurveyLink> => {
      const context = await ctx(request);
      const event = await readableEvent(context, id);
      const item = await findCatalogItem(db, context.brand, event.eventTypeId);
      // A readable event's type is of its brand: a miss is a fault of the server.
      if (!item) throw new Error('The type of a readable event was not found.');
      const d = item.details as Record<string, unknown>;
      const surveyUrl = typeof d['surveyUrl'] === 'string' ? d['surveyUrl'] : null;
      const anonymousSurveyUrl =
        typeof d['anonymousSurveyUrl'] === 'string' ? d['anonymousSurveyUrl'] : null;
      const days = typeof d['surveyExpirationDays'] === 'number' ? d['surveyExpirationDays'] : null;
      const end = event.endDate ?? event.startDate;
      const expires =
        end && days !== null ? new Date(new Date(end).getTime() + days * 86_400_000) : null;
      const started = event.startDate !== null && new Date(event.startDate) <= context.now;
      return {
        eventId: event.id,
        surveyUrl,
        anonymousSurveyUrl,
        expiresUTC: expires?.toISOString() ?? null,
        isOpen:
          (surveyUrl ?? anonymousSurveyUrl) !== null &&
          started &&
          (!expires || expires > context.now),
      };
    },
  );
}

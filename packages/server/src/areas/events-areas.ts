import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerEventAdminRoutes } from './event/event-admin.routes';
import { registerEventAvailabilityRoutes } from './event/event-availability.routes';
import { registerEventMoveRoutes } from './event/event-move.routes';
import { registerEventNotificationRoutes } from './event/event-notifications.routes';
import { registerEventSurveyRoutes } from './event/event-survey.routes';
import { registerEventParticipationRoutes } from './event/event-participation.routes';
import { registerEventRoutes } from './event/event.routes';
import { registerEventCatalogRoutes } from './eventcatalog/eventcatalog.routes';
import { provideEventRegistration } from './invite-code/invite-joins';
import { registerParticipantMakeupRoutes } from './participant/participant-makeup.routes';
import { registerParticipantDocumentRoutes } from './participant/participant-documents.routes';
import { registerParticipantRoutes } from './participant/participant.routes';
import { registerForInviteEvent } from './participant/participant.service';

/** The areas of training events (issue 8): catalog items, events, participants. */
export function registerEventsAreas(app: FastifyInstance, db: Kysely<Database>): void {
  // An invite code of an event registers its users for the event (the invite codes sit below
  // the events, so they are given the registration here).
  provideEventRegistration(registerForInviteEvent);
  registerEventCatalogRoutes(app, db);
  registerEventRoutes(app, db);
  registerEventParticipationRoutes(app, db);
  registerEventAdminRoutes(app, db);
  registerEventMoveRoutes(app, db);
  registerEventAvailabilityRoutes(app, db);
  registerParticipantRoutes(app, db);
  registerParticipantDocumentRoutes(app, db);
  registerEventNotificationRoutes(app, db);
  registerParticipantMakeupRoutes(app, db);
  registerEventSurveyRoutes(app, db);
}

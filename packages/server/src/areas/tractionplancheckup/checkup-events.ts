import type {
  CheckupType,
  TCheckupAbilities,
  TEventOpportunity,
  TEventPlanner,
} from '@portal/core';
import { satisfies, zEmail } from '@portal/core';
import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import type { EventContext } from '../event/event-context';
import {
  canManageEvent,
  canReadParticipants,
  isEventAdmin,
  type EventAccessFacts,
} from '../event/event.policy';
import type { Actor } from '../../shared/request-context';
import { EVENT_NOT_FOUND, eventAccess } from '../event/event.service';
import { findEventsByIds, type EventRow } from '../event/event.service';

/** What the checkup flows need of its event: names, zone and the people to write to. */
export type CheckupEvent = {
  id: string;
  eventTypeId: string;
  name: string;
  timeZone: string;
  /** The catalog item's checkup type, the default of a new checkup. */
  checkupType: CheckupType | null;
  plannerEmail: string | null;
  trainerEmails: string[];
  /** The opportunity owner, when written as an address. */
  salesPersonEmail: string | null;
};

const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && zEmail.safeParse(value).success;

export function checkupEventOf(row: EventRow): CheckupEvent {
  const details = row.details as { planner?: TEventPlanner; opportunity?: TEventOpportunity };
  const typeDetails = row.type_details as { checkupType?: CheckupType | null };
  const owner = details.opportunity?.owner;
  return {
    id: row.id,
    eventTypeId: row.event_type_id,
    name: row.type_name,
    timeZone: row.iana_time_zone,
    checkupType: typeDetails.checkupType ?? null,
    plannerEmail: details.planner?.email ?? null,
    trainerEmails: [row.trainer_email, row.trainer2_email].filter(isEmail),
    salesPersonEmail: isEmail(owner) ? owner.toLowerCase() : null,
  };
}

export async function checkupEventsByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<Map<string, CheckupEvent>> {
  const rows = await findEventsByIds(db, brand, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, checkupEventOf(row)]));
}

/**
 * Who may do what with an event's checkup (docs/decisions.md, "Checkups: who runs them"):
 * those who read its participant list see it; the people who run the event (event admins, its
 * trainers and planner) and the client's staff of its accounts (client admins and client
 * coaches who see one of its accounts or its group) run it; event admins delete it.
 */
export type CheckupAccess = TCheckupAbilities & { read: boolean };

export function runsCheckup(actor: Actor, facts: EventAccessFacts): boolean {
  return (
    canManageEvent(actor, facts) ||
    (satisfies(actor.session, ['clientAdmin', 'clientCoach']) && facts.viewerSeesAccounts)
  );
}

export async function checkupAccessOf(ctx: EventContext, row: EventRow): Promise<CheckupAccess> {
  const facts = await eventAccess(ctx, row);
  return {
    read: canReadParticipants(ctx.actor, facts),
    manage: runsCheckup(ctx.actor, facts),
    delete: isEventAdmin(ctx.actor),
  };
}

/** The events of the ids the caller may see the checkups of, with their access. */
export async function visibleCheckupEvents(
  ctx: EventContext,
  ids: readonly string[],
): Promise<Map<string, { event: CheckupEvent; access: CheckupAccess }>> {
  const rows = await findEventsByIds(ctx.db, ctx.brand, [...new Set(ids)]);
  const visible = new Map<string, { event: CheckupEvent; access: CheckupAccess }>();
  for (const row of rows) {
    const access = await checkupAccessOf(ctx, row);
    if (access.read) visible.set(row.id, { event: checkupEventOf(row), access });
  }
  return visible;
}

/** One event's checkup access: 404 for an unknown event, 403 when the caller lacks `need`. */
export async function requireCheckupEvent(
  ctx: EventContext,
  eventId: string,
  need: keyof CheckupAccess,
): Promise<{ event: CheckupEvent; access: CheckupAccess }> {
  const [row] = await findEventsByIds(ctx.db, ctx.brand, [eventId]);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const access = await checkupAccessOf(ctx, row);
  if (!access[need]) throw new HttpError(403, NOT_AUTHORIZED);
  return { event: checkupEventOf(row), access };
}

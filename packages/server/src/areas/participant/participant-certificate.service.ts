import type { Kysely } from 'kysely';
import { getBrand, type BrandKey, type TEventCertificate } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { EventContext } from '../event/event-context';
import { findEvent, findParticipant } from '../event/event.service';
import {
  certificateAvailable,
  certificateTemplateOfEvent,
  PARTICIPANT_NOT_FOUND,
  readableParticipant,
} from './participant.service';

export const NO_CERTIFICATE = 'errors.participant.noCertificate';

/**
 * GetEventCertificateData/{participantId}: the certificate of a participant, for the person
 * and whoever may read the event's participants (404 for anyone else).
 */
export async function eventCertificate(
  ctx: EventContext,
  participantId: string,
): Promise<TEventCertificate> {
  await readableParticipant(ctx, participantId);
  return certificateData(ctx.db, ctx.brand, participantId);
}

/** The certificate without an access check: for the print view, whose print key opened it. */
export async function certificateData(
  db: Kysely<Database>,
  brand: BrandKey,
  participantId: string,
): Promise<TEventCertificate> {
  const row = await findParticipant(db, brand, participantId);
  const event = row && (await findEvent(db, brand, row.event_id));
  if (!row || !event) throw new HttpError(404, PARTICIPANT_NOT_FOUND);
  if (!certificateAvailable(row, event)) throw new HttpError(422, NO_CERTIFICATE);
  const d = event.details as Record<string, string | null | undefined>;
  const type = event.type_details as Record<string, number | null | undefined>;
  return {
    participantId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    eventId: event.id,
    eventTypeName: event.type_name,
    eventDescription: d['description'] ?? null,
    totalHours: type['totalHours'] ?? null,
    numberOfDays: type['numberOfDays'] ?? null,
    startDate: event.start_date?.toISOString() ?? null,
    endDate: event.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: event.iana_time_zone,
    location: d['location'] ?? null,
    trainer: d['trainer'] ?? null,
    trainer2: d['trainer2'] ?? null,
    checkedInUTC: row.checked_in_at?.toISOString() ?? null,
    template: certificateTemplateOfEvent(event),
    brandName: getBrand(brand).displayName,
  };
}

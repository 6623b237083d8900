import {
  ZEventSave,
  type TProfileRequestActivityResult,
  type ZProfileRequestActivity,
} from '@portal/core';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { findCatalogItem } from '../eventcatalog/eventcatalog.service';
import { participantsOfEvents, upsertParticipant } from './event-participants.store';
import { createProfileParticipant } from '../profile-participant/participant.service';
import { findParticipantsOf } from '../profile-participant/participant.service';
import { findConfig, findDefaultConfig } from '../profile-instrument/instrument.service';
import { groupMembers, peopleOfAccounts } from './event-accounts.store';
import type { EventContext } from './event-context';
import { readableEvent, saveEvent } from './event.service';
import { latestEventOfTypeFor } from './event.store';

type Request = z.output<typeof ZProfileRequestActivity>;
type Person = { userAccountId: string | null; email: string; firstName: string; lastName: string };

/** The members of the group and the people of the accounts (each address once). */
async function peopleOfGroupAndAccounts(ctx: EventContext, input: Request): Promise<Person[]> {
  const members = input.userGroupId ? await groupMembers(ctx.db, ctx.brand, input.userGroupId) : [];
  const accountPeople =
    input.accountIds.length > 0 ? await peopleOfAccounts(ctx.db, ctx.brand, input.accountIds) : [];
  return [
    ...members.map((m) => ({
      userAccountId: m.user_account_id,
      email: (m.user_email ?? m.emails.find((e) => e.preferred)?.address ?? '').toLowerCase(),
      firstName: m.first_name ?? '',
      lastName: m.last_name ?? '',
    })),
    ...accountPeople.map((a) => ({
      userAccountId: a.user_account_id,
      email: a.email.toLowerCase(),
      firstName: a.first_name ?? '',
      lastName: a.last_name ?? '',
    })),
  ];
}

/** The participants of the latest earlier event of the type for the group or the accounts. */
async function peopleOfLatestEvent(ctx: EventContext, input: Request): Promise<Person[]> {
  const latestId = await latestEventOfTypeFor(ctx.db, ctx.brand, input.eventTypeId, input);
  if (!latestId) return [];
  return (await participantsOfEvents(ctx.db, [latestId])).map((p) => ({
    userAccountId: p.user_account_id,
    email: p.email,
    firstName: p.first_name,
    lastName: p.last_name,
  }));
}

/**
 * createProfileRequestActivity(FromLatest): a new event of the type for the group and
 * accounts, its participants (the group's members and the accounts' people, or FromLatest the
 * participants of the latest event of the type for them), and a 360 participant for each
 * person with a user account who has no active one (the template configuration, else the
 * type's, else the brand's default).
 */
export async function createProfileRequestActivity(
  ctx: EventContext,
  input: Request,
  fromLatest: boolean,
): Promise<TProfileRequestActivityResult | null> {
  const type = await findCatalogItem(ctx.db, ctx.brand, input.eventTypeId);
  if (!type) throw notFound('errors.event.eventTypeNotFound');
  const configId =
    input.templateProfileConfigId ??
    ((type.details as Record<string, unknown>)['profileConfigId'] as string | null) ??
    null;
  const config = configId
    ? await findConfig(ctx.db, ctx.brand, configId)
    : await findDefaultConfig(ctx.db, ctx.brand);
  if (!config) throw notFound('errors.event.profileConfigNotFound');
  const people = fromLatest
    ? await peopleOfLatestEvent(ctx, input)
    : await peopleOfGroupAndAccounts(ctx, input);
  const saved = await saveEvent(
    ctx,
    ZEventSave.parse({
      eventTypeId: type.id,
      userGroupId: input.userGroupId,
      crmAccountIds: input.accountIds,
      description: `360 profile request: ${type.name}`,
      startDate: ctx.now.toISOString(),
      includeProfile: true,
    }),
  );
  if (!saved) return null;
  let participantsAdded = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const person of people) {
      if (!person.email) continue;
      const { created } = await upsertParticipant(
        trx,
        ctx.brand,
        { eventId: saved.id, ...person, details: { smsNotifications: true } },
        ctx.now,
      );
      if (created) participantsAdded++;
      if (!person.userAccountId) continue;
      const [latest] = await findParticipantsOf(trx, ctx.brand, [person.userAccountId]);
      if (latest?.is_active) continue;
      await createProfileParticipant(trx, ctx.brand, {
        userAccountId: person.userAccountId,
        profileConfigId: config.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        now: ctx.now,
      });
    }
  });
  return { event: await readableEvent(ctx, saved.id), participantsAdded };
}

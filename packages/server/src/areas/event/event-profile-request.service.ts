import {
  ZEventSave,
  type TProfileRequestActivityResult,
  type ZProfileRequestActivity,
} from '@portal/core';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { findCatalogItem } from '../eventcatalog/eventcatalog.service';
import { participantsOfEvents, upsertParticipant } from '../participant/participant.service';
import { createProfileParticipant } from '../profile-participant/participant.service';
import { findParticipantsOf } from '../profile-participant/participant.service';
import { findConfig, findDefaultConfig } from '../profile-instrument/instrument.service';
import { groupMembers } from './event-accounts';
import type { EventContext } from './event-context';
import { readableEvent, saveEvent } from './event.service';

type Request = z.output<typeof ZProfileRequestActivity>;
type Person = { userAccountId: string | null; email: string; firstName: string; lastName: string };

/** The members of the group and the people of the accounts (each address once). */
async function peopleOfGroupAndAccounts(ctx: EventContext, input: Request): Promise<Person[]> {
  const members = input.userGroupId ? await groupMembers(ctx.db, ctx.brand, input.userGroupId) : [];
  const accountPeople =
    input.accountIds.length > 0
      ? await ctx.db
          .selectFrom('user_account_crm_account as l')
          .innerJoin('user_account as ua', 'ua.id', 'l.user_account_id')
          .innerJoin('identity_user as u', 'u.id', 'ua.user_id')
          .select(['ua.id as user_account_id', 'ua.first_name', 'ua.last_name', 'u.email'])
          .where('ua.app_name', '=', ctx.brand)
          .where('l.crm_account_id', 'in', input.accountIds)
          .execute()
      : [];
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
  const latest = await ctx.db
    .selectFrom('event as e')
    .select('e.id')
    .where('e.app_name', '=', ctx.brand)
    .where('e.event_type_id', '=', input.eventTypeId)
    .where((eb) =>
      eb.or([
        ...(input.userGroupId ? [eb('e.user_group_id', '=', input.userGroupId)] : []),
        ...(input.accountIds.length > 0
          ? [
              eb.exists(
                eb
                  .selectFrom('event_crm_account as a')
                  .select('a.event_id')
                  .whereRef('a.event_id', '=', 'e.id')
                  .where('a.crm_account_id', 'in', input.accountIds),
              ),
            ]
          : []),
        eb.lit(false),
      ]),
    )
    .orderBy('e.start_date', 'desc')
    .orderBy('e.created_at', 'desc')
    .executeTakeFirst();
  if (!latest) return [];
  return (await participantsOfEvents(ctx.db, [latest.id])).map((p) => ({
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
  if (!type) throw notFound('No event type of this brand has this id.');
  const configId =
    input.templateProfileConfigId ??
    ((type.details as Record<string, unknown>)['profileConfigId'] as string | null) ??
    null;
  const config = configId
    ? await findConfig(ctx.db, ctx.brand, configId)
    : await findDefaultConfig(ctx.db, ctx.brand);
  if (!config) throw notFound('No profile configuration of this brand has this id.');
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

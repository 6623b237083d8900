import {
  localizeScale,
  type CompletedDescription,
  type Describer,
  type DescriberInviteBatch,
  type DescriberRequest,
  type PotentialDescriber,
} from '@portal/core';
import { toJson } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { findDefinition, instrumentOfConfig } from '../profile-instrument/instrument.store';
import { randomCode, type SignedInContext } from '../profile-participant/profile-context';
import { actorOf, readableParticipant } from '../profile-participant/participant.service';
import {
  accountsInBrand,
  findConfig,
  findDescribersOf,
  findParticipantsByIds,
  findParticipantsOf,
  type DescriberRow,
} from '../profile-participant/participant.store';
import {
  canManageParticipant,
  canReadParticipant,
  isCoachOf,
  isOwner,
} from '../profile-participant/profile.policy';
import { participantNameOf, queueDescriberMail } from './describer-mail';
import { accountEmails, findDescriber, findDescribersByEmails } from './describer.store';
import { surveyStateOf } from './survey.service';

export const SELF_FIRST = 'Complete your self-description before inviting describers.';
export const SELF_ONLY = 'This profile is a self-description only: it takes no describers.';
export const NOT_ACTIVE = 'This 360 profile is not active.';

export function presentDescriber(row: DescriberRow): Describer {
  return {
    id: row.id,
    participantId: row.participant_id,
    describerRelationship: row.relationship,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isComplete: row.is_complete,
    isDeclined: row.is_declined,
    isActive: row.is_active,
    completedUTC: row.completed_at?.toISOString() ?? null,
    invitedUTC: row.invited_at.toISOString(),
    remindersSent: row.reminders_sent,
    msgDelivered: row.msg_delivered,
    msgEvent: row.msg_event,
    msgReason: row.msg_reason,
    msgDateDelivered: row.msg_date_delivered?.toISOString() ?? null,
    msgStatus: row.msg_status,
  };
}

/** `getDescribersByParticipantId/{id}`. */
export async function describersOf(
  context: SignedInContext,
  participantId: string,
): Promise<Describer[]> {
  const { participant } = await readableParticipant(context, participantId);
  return (await findDescribersOf(context.db, [participant.id])).map(presentDescriber);
}

/**
 * `upsertBatch` with invites: new describers get the invitation e-mail; an address already
 * invited keeps its survey and takes the new name and relationship.
 */
export async function inviteDescribers(context: SignedInContext, batch: DescriberInviteBatch) {
  const { participant } = await readableParticipant(
    context,
    batch.participantId,
    canManageParticipant,
  );
  if (!participant.is_active) throw new HttpError(409, NOT_ACTIVE);
  const config = (await findConfig(context.db, context.brand, participant.profile_config_id))!;
  if (config.self_only) throw new HttpError(409, SELF_ONLY);
  const existing = await findDescribersOf(context.db, [participant.id]);
  const self = existing.find((d) => d.relationship === 'self');
  if (config.is_self_required && !self?.is_complete) throw new HttpError(409, SELF_FIRST);
  const selfEmail = self?.email.toLowerCase();
  const refused = batch.invites.filter((i) => i.email.toLowerCase() === selfEmail);
  if (refused.length > 0) {
    throw new HttpError(400, 'The request is not valid.', [
      { field: 'invites.email', message: 'You describe yourself in your self-description.' },
    ]);
  }
  const [account] = await accountsInBrand(context.db, context.brand, [participant.user_account_id]);
  const participantName = participantNameOf(account!);
  return context.db.transaction().execute(async (trx) => {
    const result: DescriberRow[] = [];
    for (const invite of batch.invites) {
      const same = existing.find(
        (d) => d.relationship !== 'self' && d.email.toLowerCase() === invite.email.toLowerCase(),
      );
      if (same) {
        result.push(
          await trx
            .updateTable('profile_describer')
            .set({
              first_name: invite.firstName,
              last_name: invite.lastName,
              relationship: invite.describerRelationship,
              updated_at: context.now,
            })
            .where('id', '=', same.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
        continue;
      }
      const row = await trx
        .insertInto('profile_describer')
        .values({
          app_name: context.brand,
          participant_id: participant.id,
          relationship: invite.describerRelationship,
          first_name: invite.firstName,
          last_name: invite.lastName,
          email: invite.email,
          survey_code: randomCode(),
          decline_key: randomCode(),
          invited_at: context.now,
          answers: toJson({}),
          updated_at: context.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const messageId = await queueDescriberMail(trx, {
        brand: context.brand,
        origin: context.origin,
        describer: row,
        participantName,
        kind: 'invite',
      });
      result.push(
        await trx
          .updateTable('profile_describer')
          .set({ message_id: messageId, msg_status: 'Queued' })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    }
    return result.map(presentDescriber);
  });
}

async function manageableDescriber(
  context: SignedInContext,
  participantId: string,
  describerId: string,
) {
  const { participant } = await readableParticipant(context, participantId, canManageParticipant);
  const describer = await findDescriber(context.db, participant.id, describerId);
  if (!describer) throw notFound('The describer was not found.');
  if (describer.relationship === 'self')
    throw new HttpError(409, 'The self-description cannot be removed.');
  return describer;
}

/** `removeDescriber`: an unfinished describer is deleted; a finished one is left out of new reports. */
export async function removeDescriber(
  context: SignedInContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  if (!describer.is_complete) {
    await context.db.deleteFrom('profile_describer').where('id', '=', describer.id).execute();
    return { removed: true, deactivated: false };
  }
  await context.db
    .updateTable('profile_describer')
    .set({ is_active: false, updated_at: context.now })
    .where('id', '=', describer.id)
    .execute();
  return { removed: false, deactivated: true };
}

/** `reactivateDescriber`: a declined or removed describer is asked again (link valid anew). */
export async function reactivateDescriber(
  context: SignedInContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  const row = await context.db
    .updateTable('profile_describer')
    .set({
      is_active: true,
      is_declined: false,
      invited_at: context.now,
      reminders_sent: 0,
      updated_at: context.now,
    })
    .where('id', '=', describer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentDescriber(row);
}

/**
 * `getDescriberFeedback/{participantId}/{describerId}`: one describer's answers. Only a coach
 * (and the participant for their own self-description): a participant never sees who said what.
 */
export async function describerFeedback(
  context: SignedInContext,
  participantId: string,
  describerId: string,
) {
  const { participant, actor } = await readableParticipant(context, participantId);
  const describer = await findDescriber(context.db, participant.id, describerId);
  if (!describer) throw notFound('The describer was not found.');
  const subject = { userAccountId: participant.user_account_id };
  const allowed =
    isCoachOf(actor, subject) || (isOwner(actor, subject) && describer.relationship === 'self');
  if (!allowed) throw new HttpError(403, 'Individual answers are not shown to the participant.');
  return {
    describerId: describer.id,
    describerRelationship: describer.relationship,
    isComplete: describer.is_complete,
    completedUTC: describer.completed_at?.toISOString() ?? null,
    answers: Object.entries(describer.answers).map(([itemCode, value]) => ({ itemCode, value })),
  };
}

async function ownAccountOnly(context: SignedInContext, userAccountId: string) {
  const actor = await actorOf(context);
  if (!isOwner(actor, { userAccountId }))
    throw new HttpError(403, 'Only your own requests are shown.');
}

/** `getDescriberRequests/{uaId}`: open surveys this person was asked to give (their own only). */
export async function describerRequests(
  context: SignedInContext,
  userAccountId: string,
): Promise<DescriberRequest[]> {
  await ownAccountOnly(context, userAccountId);
  const rows = await findDescribersByEmails(
    context.db,
    context.brand,
    await accountEmails(context.db, userAccountId),
  );
  const asked = rows.filter((d) => d.relationship !== 'self');
  const participants = await findParticipantsByIds(context.db, context.brand, [
    ...new Set(asked.map((d) => d.participant_id)),
  ]);
  const configs = await Promise.all(
    participants.map((p) => findConfig(context.db, context.brand, p.profile_config_id)),
  );
  const accounts = await accountsInBrand(
    context.db,
    context.brand,
    participants.map((p) => p.user_account_id),
  );
  return asked.flatMap((describer) => {
    const participant = participants.find((p) => p.id === describer.participant_id);
    const config = configs.find((c) => c?.id === participant?.profile_config_id);
    if (
      !participant ||
      !config ||
      surveyStateOf(
        {
          describer,
          participantActive: participant.is_active,
          expiryDays: config.survey_expiry_days,
        },
        context.now,
      ) !== 'open'
    )
      return [];
    const account = accounts.find((a) => a.id === participant.user_account_id);
    return [
      {
        surveyCode: describer.survey_code,
        participantFirstName: account?.first_name ?? '',
        participantLastName: account?.last_name ?? '',
        relationship: describer.relationship,
        requestedUTC: describer.invited_at.toISOString(),
      },
    ];
  });
}

/**
 * The completed-surveys calls: `given` (surveys this person gave others), `all` (with their
 * own self-descriptions) or `self` (self-descriptions only). The person or their coach.
 */
export async function completedDescriptions(
  context: SignedInContext,
  userAccountId: string,
  which: 'given' | 'all' | 'self',
): Promise<CompletedDescription[]> {
  const actor = await actorOf(context);
  if (!canReadParticipant(actor, { userAccountId })) throw new HttpError(403, 'Not yours to see.');
  const given =
    which === 'self'
      ? []
      : (
          await findDescribersByEmails(
            context.db,
            context.brand,
            await accountEmails(context.db, userAccountId),
          )
        ).filter((d) => d.relationship !== 'self');
  const ownParticipants =
    which === 'given' ? [] : await findParticipantsOf(context.db, context.brand, [userAccountId]);
  const selfs = (
    await findDescribersOf(
      context.db,
      ownParticipants.map((p) => p.id),
    )
  ).filter((d) => d.relationship === 'self');
  const rows = [...given, ...selfs].filter((d) => d.is_complete && d.completed_at);
  const participants = await findParticipantsByIds(context.db, context.brand, [
    ...new Set(rows.map((d) => d.participant_id)),
  ]);
  const accounts = await accountsInBrand(
    context.db,
    context.brand,
    participants.map((p) => p.user_account_id),
  );
  return rows.map((d) => {
    const participant = participants.find((p) => p.id === d.participant_id);
    const account = accounts.find((a) => a.id === participant?.user_account_id);
    return {
      describerId: d.id,
      participantId: d.participant_id,
      describerRelationship: d.relationship,
      participantFirstName: account?.first_name ?? '',
      participantLastName: account?.last_name ?? '',
      completedUTC: d.completed_at!.toISOString(),
    };
  });
}

/** `GetPotentialDescriberContactInfo/{uaId}`: people this person invited before, latest first. */
export async function potentialDescribers(
  context: SignedInContext,
  userAccountId: string,
): Promise<PotentialDescriber[]> {
  const actor = await actorOf(context);
  if (!canManageParticipant(actor, { userAccountId }))
    throw new HttpError(403, 'Not yours to see.');
  const participants = await findParticipantsOf(context.db, context.brand, [userAccountId]);
  const rows = (
    await findDescribersOf(
      context.db,
      participants.map((p) => p.id),
    )
  )
    .filter((d) => d.relationship !== 'self')
    .sort((a, b) => b.invited_at.getTime() - a.invited_at.getTime());
  const seen = new Set<string>();
  return rows.flatMap((d) => {
    const key = d.email.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        firstName: d.first_name,
        lastName: d.last_name,
        email: d.email,
        describerRelationship: d.relationship,
      },
    ];
  });
}

/** `getDescriptors/{definitionId}`: the scales and items of a definition in the asked language. */
export async function descriptorsOf(context: SignedInContext, definitionId: string) {
  const definition = await findDefinition(context.db, context.brand, definitionId);
  if (!definition) throw notFound('The profile definition was not found.');
  return definition.scales.map((s) => localizeScale(s, context.locale));
}

/** `getDescriptorsByParticipantId/{id}`: the scales of the participant's definition. */
export async function descriptorsOfParticipant(context: SignedInContext, participantId: string) {
  const { participant } = await readableParticipant(context, participantId);
  const { definition } = await instrumentOfConfig(context.db, participant.profile_config_id);
  return definition.scales.map((s) => localizeScale(s, context.locale));
}

/** `ResetProfileNotificationsAsync/{participantId}/{describerId}`: invitation sent again, reminders anew. */
export async function resendInvitation(
  context: SignedInContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  if (describer.is_complete) throw new HttpError(409, 'This describer has already answered.');
  const { participant } = await readableParticipant(context, participantId, canManageParticipant);
  const [account] = await accountsInBrand(context.db, context.brand, [participant.user_account_id]);
  return context.db.transaction().execute(async (trx) => {
    const messageId = await queueDescriberMail(trx, {
      brand: context.brand,
      origin: context.origin,
      describer,
      participantName: participantNameOf(account!),
      kind: 'invite',
    });
    const row = await trx
      .updateTable('profile_describer')
      .set({
        message_id: messageId,
        msg_status: 'Queued',
        msg_delivered: false,
        reminders_sent: 0,
        last_reminded_at: null,
        invited_at: context.now,
        updated_at: context.now,
      })
      .where('id', '=', describer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentDescriber(row);
  });
}

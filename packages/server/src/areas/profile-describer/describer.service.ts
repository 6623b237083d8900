import { type Describer, type DescriberInviteBatch } from '@portal/core';
import { toJson } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { randomCode, type SignedInProfileContext } from '../profile-participant/profile-context';
import { readableParticipant } from '../profile-participant/participant.service';
import {
  accountsInBrand,
  findDescribersOf,
  insertDescriber,
  type DescriberRow,
} from '../profile-participant/participant.service';
import { canManageParticipant, isCoachOf, isOwner } from '../profile-participant/profile.policy';
import { findConfig } from '../profile-instrument/instrument.service';
import { participantNameOf, queueDescriberMail } from './describer-mail';
import {
  deactivateDescriber,
  deleteDescriber,
  findDescriber,
  markInvitationQueued,
  reactivateDescriberRow,
  updateDescriberPerson,
} from './describer.store';

export const SELF_FIRST = 'errors.describer.selfFirst';
export const SELF_ONLY = 'errors.describer.selfOnly';
export const NOT_ACTIVE = 'errors.describer.notActive';

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
  context: SignedInProfileContext,
  participantId: string,
): Promise<Describer[]> {
  const { participant } = await readableParticipant(context, participantId);
  return (await findDescribersOf(context.db, [participant.id])).map(presentDescriber);
}

/**
 * `upsertBatch` with invites: new describers get the invitation e-mail; an address already
 * invited keeps its survey and takes the new name and relationship.
 */
export async function inviteDescribers(
  context: SignedInProfileContext,
  batch: DescriberInviteBatch,
) {
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
    throw new HttpError(400, 'errors.common.requestNotValid', [
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
          await updateDescriberPerson(trx, same.id, {
            first_name: invite.firstName,
            last_name: invite.lastName,
            relationship: invite.describerRelationship,
            updated_at: context.now,
          }),
        );
        continue;
      }
      const row = await insertDescriber(trx, context.brand, {
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
      });
      const messageId = await queueDescriberMail(trx, {
        brand: context.brand,
        origin: context.origin,
        describer: row,
        participantName,
        kind: 'invite',
      });
      result.push(
        await markInvitationQueued(trx, row.id, { message_id: messageId, msg_status: 'Queued' }),
      );
    }
    return result.map(presentDescriber);
  });
}

async function manageableDescriber(
  context: SignedInProfileContext,
  participantId: string,
  describerId: string,
) {
  const { participant } = await readableParticipant(context, participantId, canManageParticipant);
  const describer = await findDescriber(context.db, participant.id, describerId);
  if (!describer) throw notFound('errors.describer.notFound');
  if (describer.relationship === 'self')
    throw new HttpError(409, 'errors.describer.selfNotRemovable');
  return describer;
}

/** `removeDescriber`: an unfinished describer is deleted; a finished one is left out of new reports. */
export async function removeDescriber(
  context: SignedInProfileContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  if (!describer.is_complete) {
    await deleteDescriber(context.db, describer.id);
    return { removed: true, deactivated: false };
  }
  await deactivateDescriber(context.db, describer.id, context.now);
  return { removed: false, deactivated: true };
}

/** `reactivateDescriber`: a declined or removed describer is asked again (link valid anew). */
export async function reactivateDescriber(
  context: SignedInProfileContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  return presentDescriber(await reactivateDescriberRow(context.db, describer.id, context.now));
}

/**
 * `getDescriberFeedback/{participantId}/{describerId}`: one describer's answers. Only a coach
 * (and the participant for their own self-description): a participant never sees who said what.
 */
export async function describerFeedback(
  context: SignedInProfileContext,
  participantId: string,
  describerId: string,
) {
  const { participant, actor } = await readableParticipant(context, participantId);
  const describer = await findDescriber(context.db, participant.id, describerId);
  if (!describer) throw notFound('errors.describer.notFound');
  const subject = { userAccountId: participant.user_account_id };
  const allowed =
    isCoachOf(actor, subject) || (isOwner(actor, subject) && describer.relationship === 'self');
  if (!allowed) throw new HttpError(403, 'errors.describer.answersHidden');
  return {
    describerId: describer.id,
    describerRelationship: describer.relationship,
    isComplete: describer.is_complete,
    completedUTC: describer.completed_at?.toISOString() ?? null,
    answers: Object.entries(describer.answers).map(([itemCode, value]) => ({ itemCode, value })),
  };
}

/** `ResetProfileNotificationsAsync/{participantId}/{describerId}`: invitation sent again, reminders anew. */
export async function resendInvitation(
  context: SignedInProfileContext,
  participantId: string,
  describerId: string,
) {
  const describer = await manageableDescriber(context, participantId, describerId);
  if (describer.is_complete) throw new HttpError(409, 'errors.describer.alreadyAnswered');
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
    const row = await markInvitationQueued(trx, describer.id, {
      message_id: messageId,
      msg_status: 'Queued',
      msg_delivered: false,
      reminders_sent: 0,
      last_reminded_at: null,
      invited_at: context.now,
      updated_at: context.now,
    });
    return presentDescriber(row);
  });
}

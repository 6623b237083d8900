import {
  localizeScale,
  type CompletedDescription,
  type DescriberRequest,
  type PotentialDescriber,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import {
  findConfig,
  findDefinition,
  instrumentOfConfig,
} from '../profile-instrument/instrument.service';
import type { SignedInProfileContext } from '../profile-participant/profile-context';
import { actorOf, readableParticipant } from '../profile-participant/participant.service';
import {
  accountsInBrand,
  findDescribersOf,
  findParticipantsByIds,
  findParticipantsOf,
} from '../profile-participant/participant.service';
import {
  canManageParticipant,
  canReadParticipant,
  isOwner,
} from '../profile-participant/profile.policy';
import { accountEmails, findDescribersByEmails } from './describer.store';
import { surveyStateOf } from './survey.service';

async function ownAccountOnly(context: SignedInProfileContext, userAccountId: string) {
  const actor = await actorOf(context);
  if (!isOwner(actor, { userAccountId }))
    throw new HttpError(403, 'errors.describer.ownRequestsOnly');
}

/** `getDescriberRequests/{uaId}`: open surveys this person was asked to give (their own only). */
export async function describerRequests(
  context: SignedInProfileContext,
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
  context: SignedInProfileContext,
  userAccountId: string,
  which: 'given' | 'all' | 'self',
): Promise<CompletedDescription[]> {
  const actor = await actorOf(context);
  if (!canReadParticipant(actor, { userAccountId }))
    throw new HttpError(403, 'errors.common.notYours');
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
  context: SignedInProfileContext,
  userAccountId: string,
): Promise<PotentialDescriber[]> {
  const actor = await actorOf(context);
  if (!canManageParticipant(actor, { userAccountId }))
    throw new HttpError(403, 'errors.common.notYours');
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
export async function descriptorsOf(context: SignedInProfileContext, definitionId: string) {
  const definition = await findDefinition(context.db, context.brand, definitionId);
  if (!definition) throw notFound('errors.common.profileDefinitionNotFound');
  return definition.scales.map((s) => localizeScale(s, context.locale));
}

/** `getDescriptorsByParticipantId/{id}`: the scales of the participant's definition. */
export async function descriptorsOfParticipant(
  context: SignedInProfileContext,
  participantId: string,
) {
  const { participant } = await readableParticipant(context, participantId);
  const { definition } = await instrumentOfConfig(context.db, participant.profile_config_id);
  return definition.scales.map((s) => localizeScale(s, context.locale));
}

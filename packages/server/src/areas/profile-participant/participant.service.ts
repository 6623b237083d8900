import {
  canAccessProfile,
  hasPendingSelfDescription,
  type ProfileParticipant,
  type BrandKey,
  type ProfileParticipantStatus,
} from '@portal/core';
import type { Kysely } from 'kysely';
import { toJson, type Database } from '../../db/schema';
import { coacheesOf } from '../usergroup/coachees';
import { HttpError, notFound } from '../../http/errors';
import {
  callerAccountId,
  randomCode,
  requireCallerAccountId,
  type SignedInProfileContext,
} from './profile-context';
import {
  canManageParticipant,
  canReadParticipant,
  isCoachOf,
  type ProfileActor,
} from './profile.policy';
import {
  findConfig,
  findConfigsByIds,
  findDefaultConfig,
  type ConfigRow,
} from '../profile-instrument/instrument.service';
import {
  accountsInBrand,
  deleteParticipantRow,
  findDescribersOf,
  findParticipant,
  findParticipantsByIds,
  findParticipantsOf,
  hasReports,
  insertDescriber,
  insertParticipant,
  latestReportsOf,
  updateParticipantActive,
  type DescriberRow,
  type ParticipantRow,
} from './participant.store';

/** What other areas use of this area's rows. */
export {
  type DescriberRow,
  type ParticipantRow,
  accountsInBrand,
  findDescribersOf,
  findParticipant,
  findParticipantsByIds,
  findParticipantsOf,
  insertDescriber,
  markProfileCheckedIn,
} from './participant.store';

export const NO_PROFILE_CONFIG = 'errors.profile.noProfileConfig';
export const PARTICIPANT_NOT_FOUND = 'errors.profile.participantNotFound';

export async function actorOf(context: SignedInProfileContext): Promise<ProfileActor> {
  const accountId = await callerAccountId(context);
  const { db, brand, session } = context;
  const coachees = canAccessProfile(session)
    ? await coacheesOf(db, brand, session, accountId)
    : new Set<string>();
  return { session, accountId, coachees };
}

const subjectOf = (row: ParticipantRow) => ({ userAccountId: row.user_account_id });

/** A participant the caller may read (404 for one of another brand or that does not exist). */
export async function readableParticipant(
  context: SignedInProfileContext,
  participantId: string,
  may = canReadParticipant,
): Promise<{ participant: ParticipantRow; actor: ProfileActor }> {
  const participant = await findParticipant(context.db, context.brand, participantId);
  if (!participant) throw notFound(PARTICIPANT_NOT_FOUND);
  const actor = await actorOf(context);
  if (!may(actor, subjectOf(participant)))
    throw new HttpError(403, 'errors.profile.participantNotYours');
  return { participant, actor };
}

const pendingOf = (participant: ParticipantRow, describers: readonly DescriberRow[]) =>
  hasPendingSelfDescription({
    isActive: participant.is_active,
    describers: describers
      .filter((d) => d.is_active)
      .map((d) => ({ isSelf: d.relationship === 'self', isComplete: d.is_complete })),
  });

export function presentParticipant(
  participant: ParticipantRow,
  describers: readonly DescriberRow[],
  config: ConfigRow,
  isOwner: boolean,
): ProfileParticipant {
  const self = describers.find((d) => d.relationship === 'self');
  return {
    id: participant.id,
    userAccountId: participant.user_account_id,
    profileConfigId: participant.profile_config_id,
    isActive: participant.is_active,
    checkedIn: participant.checked_in,
    createdUTC: participant.created_at.toISOString(),
    // Only the participant fills in their own self-description.
    selfSurveyCode: isOwner && self ? self.survey_code : null,
    isSelfComplete: self?.is_complete ?? false,
    hasPendingSelfDescription: pendingOf(participant, describers),
    isSelfRequired: config.is_self_required,
    selfOnly: config.self_only,
  };
}

async function presentMany(
  context: SignedInProfileContext,
  actor: ProfileActor,
  rows: ParticipantRow[],
) {
  const describers = await findDescribersOf(
    context.db,
    rows.map((r) => r.id),
  );
  const configs = await findConfigsByIds(context.db, [
    ...new Set(rows.map((r) => r.profile_config_id)),
  ]);
  return rows.map((row) =>
    presentParticipant(
      row,
      describers.filter((d) => d.participant_id === row.id),
      configs.find((c) => c.id === row.profile_config_id)!,
      actor.accountId === row.user_account_id,
    ),
  );
}

/** `getByUserAccountId/{id}`: the person's participants, the latest first. */
export async function participantsOfAccount(
  context: SignedInProfileContext,
  userAccountId: string,
) {
  const actor = await actorOf(context);
  if (!canReadParticipant(actor, { userAccountId }))
    throw new HttpError(403, 'errors.common.notYours');
  return presentMany(
    context,
    actor,
    await findParticipantsOf(context.db, context.brand, [userAccountId]),
  );
}

/**
 * `start-my-360`: the caller's active participant, or a new one with its self describer. The
 * configuration is the one asked for, else the brand's default.
 */
export async function startProfile(
  context: SignedInProfileContext,
  profileConfigId: string | undefined,
): Promise<ProfileParticipant> {
  const accountId = await requireCallerAccountId(context);
  const actor = { session: context.session, accountId, coachees: new Set<string>() };
  const [latest] = await findParticipantsOf(context.db, context.brand, [accountId]);
  if (latest?.is_active) return (await presentMany(context, actor, [latest]))[0]!;
  const config = profileConfigId
    ? await findConfig(context.db, context.brand, profileConfigId)
    : await findDefaultConfig(context.db, context.brand);
  if (!config) throw new HttpError(profileConfigId ? 404 : 409, NO_PROFILE_CONFIG);
  const [account] = await accountsInBrand(context.db, context.brand, [accountId]);
  const participant = await context.db.transaction().execute((trx) =>
    createProfileParticipant(trx, context.brand, {
      userAccountId: accountId,
      profileConfigId: config.id,
      email: context.session.email,
      firstName: account?.first_name ?? '',
      lastName: account?.last_name ?? '',
      now: context.now,
    }),
  );
  return (await presentMany(context, actor, [participant]))[0]!;
}

/** The status rows of the shared contract, one per person asked about. */
export async function statusesOf(
  context: SignedInProfileContext,
  userAccountIds: readonly string[],
): Promise<ProfileParticipantStatus[]> {
  const actor = await actorOf(context);
  const ids = [...new Set(userAccountIds)];
  if (ids.some((userAccountId) => !canReadParticipant(actor, { userAccountId }))) {
    throw new HttpError(403, 'errors.common.somePeopleNotYours');
  }
  const participants = await findParticipantsOf(context.db, context.brand, ids);
  const latest = ids.map((id) => participants.find((p) => p.user_account_id === id));
  const present = latest.filter((p) => p !== undefined);
  const describers = await findDescribersOf(
    context.db,
    present.map((p) => p.id),
  );
  const reports = await latestReportsOf(
    context.db,
    present.map((p) => p.id),
  );
  return ids.map((userAccountId, index) => {
    const participant = latest[index];
    if (!participant) {
      return {
        userAccountId,
        participantId: null,
        isActive: false,
        isSelfComplete: false,
        hasPendingSelfDescription: false,
        describerCount: 0,
        describersComplete: 0,
        latestReportId: null,
        latestReportReleased: false,
      };
    }
    const own = describers.filter((d) => d.participant_id === participant.id && d.is_active);
    const others = own.filter((d) => d.relationship !== 'self');
    const report = reports.get(participant.id);
    return {
      userAccountId,
      participantId: participant.id,
      isActive: participant.is_active,
      isSelfComplete: own.some((d) => d.relationship === 'self' && d.is_complete),
      hasPendingSelfDescription: pendingOf(participant, own),
      describerCount: others.length,
      describersComplete: others.filter((d) => d.is_complete).length,
      latestReportId: report?.id ?? null,
      latestReportReleased: report?.isReleased ?? false,
    };
  });
}

/** `GetStatusByParticipantIds`: the status of each participant's person. */
export async function statusesOfParticipants(
  context: SignedInProfileContext,
  participantIds: readonly string[],
) {
  const rows = await findParticipantsByIds(context.db, context.brand, participantIds);
  return statusesOf(
    context,
    rows.map((r) => r.user_account_id),
  );
}

export async function setParticipantActive(
  context: SignedInProfileContext,
  participantId: string,
  isActive: boolean,
): Promise<ProfileParticipant> {
  const { participant, actor } = await readableParticipant(
    context,
    participantId,
    canManageParticipant,
  );
  const updated = await updateParticipantActive(context.db, participant.id, isActive, context.now);
  return (await presentMany(context, actor, [updated]))[0]!;
}

/**
 * `DeleteParticipant/{userAccountId}/{participantId}`: a participant without reports is deleted
 * with its describers; one with reports is made inactive so the reports stay (coach only).
 */
export async function deleteParticipant(
  context: SignedInProfileContext,
  userAccountId: string,
  participantId: string,
): Promise<{ deleted: boolean; deactivated: boolean }> {
  const { participant } = await readableParticipant(context, participantId, (actor, s) =>
    isCoachOf(actor, s),
  );
  if (participant.user_account_id !== userAccountId) throw notFound(PARTICIPANT_NOT_FOUND);
  if (await hasReports(context.db, participant.id)) {
    await setParticipantActive(context, participant.id, false);
    return { deleted: false, deactivated: true };
  }
  await deleteParticipantRow(context.db, participant.id);
  return { deleted: true, deactivated: false };
}

export async function isSelfRequired(
  context: SignedInProfileContext,
  participantId: string,
): Promise<boolean> {
  const { participant } = await readableParticipant(context, participantId);
  const config = await findConfig(context.db, context.brand, participant.profile_config_id);
  return config?.is_self_required ?? true;
}

/** A new 360 participant with its self describer (start-my-360, and events' profile requests). */
export async function createProfileParticipant(
  db: Kysely<Database>,
  brand: BrandKey,
  input: {
    userAccountId: string;
    profileConfigId: string;
    email: string;
    firstName: string;
    lastName: string;
    now: Date;
  },
): Promise<ParticipantRow> {
  const row = await insertParticipant(db, brand, {
    user_account_id: input.userAccountId,
    profile_config_id: input.profileConfigId,
    updated_at: input.now,
  });
  await insertDescriber(db, brand, {
    participant_id: row.id,
    relationship: 'self',
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    survey_code: randomCode(),
    decline_key: randomCode(),
    invited_at: input.now,
    answers: toJson({}),
    updated_at: input.now,
  });
  return row;
}

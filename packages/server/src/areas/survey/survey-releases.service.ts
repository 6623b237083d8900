import { randomBytes } from 'node:crypto';
import {
  SURVEY_TARGET_TYPES,
  isReleaseOpen,
  type SurveyTargetType,
  type TSurveyRelease,
  type TSurveyReleaseFilter,
  type TSurveyReleaseSave,
  type TSurveyReleaseSummary,
  type TriggerType,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { findDefinition } from './survey-definitions.store';
import { syncInvitations } from './survey-invitations.service';
import {
  closeReleaseRow,
  entityNames,
  findReleaseRow,
  findReleaseRows,
  hasReleaseGroup,
  insertRelease,
  replaceTargets,
  targetRows,
  updateRelease,
  type ReleaseRow,
  type ReleaseValues,
} from './survey-releases.store';

export const RELEASE_NOT_FOUND = 'errors.surveyReleases.releaseNotFound';
export const STALE_RELEASE = 'errors.surveyReleases.stale';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function present(row: ReleaseRow, now: Date): TSurveyReleaseSummary {
  return {
    id: row.id,
    version: row.version,
    definitionId: row.definition_id,
    definitionName: row.definition_name,
    releaseGroupId: row.release_group_id,
    releaseGroupName: row.release_group_name,
    name: row.name,
    triggerType: row.trigger_type as TriggerType,
    opensAt: row.opens_at.toISOString(),
    closesAt: iso(row.closes_at),
    closedAt: iso(row.closed_at),
    anonymous: row.anonymous,
    uniqueness: row.uniqueness as TSurveyReleaseSummary['uniqueness'],
    allowMultiple: row.allow_multiple,
    reminderDays: row.reminder_days,
    isPublic: row.is_public,
    shortCode: row.short_code,
    open: isReleaseOpen(
      { opensAt: row.opens_at, closesAt: row.closes_at, closedAt: row.closed_at },
      now,
    ),
    counts: { invited: row.invited, completed: row.completed },
  };
}

export async function findReleases(
  ctx: ActorContext,
  filter: TSurveyReleaseFilter,
): Promise<TSurveyReleaseSummary[]> {
  const rows = await findReleaseRows(ctx.db, ctx.brand, filter, ctx.now);
  return rows.map((row) => present(row, ctx.now));
}

async function requireRelease(ctx: ActorContext, id: string): Promise<ReleaseRow> {
  const row = await findReleaseRow(ctx.db, ctx.brand, id);
  if (!row) throw notFound(RELEASE_NOT_FOUND);
  return row;
}

export async function getRelease(ctx: ActorContext, id: string): Promise<TSurveyRelease> {
  const row = await requireRelease(ctx, id);
  const targets = await targetRows(ctx.db, id);
  const names = new Map<string, string>();
  for (const type of SURVEY_TARGET_TYPES) {
    const ids = targets.filter((t) => t.entity_type === type).map((t) => t.entity_id);
    for (const [entityId, name] of await entityNames(ctx.db, ctx.brand, type, ids)) {
      names.set(`${type}/${entityId}`, name);
    }
  }
  return {
    ...present(row, ctx.now),
    targets: targets.map((t) => ({
      entityType: t.entity_type as SurveyTargetType,
      entityId: t.entity_id,
      name: names.get(`${t.entity_type}/${t.entity_id}`) ?? '',
    })),
  };
}

/** Refuses (400) targets that are not the brand's accounts, groups, events or people. */
async function checkTargets(ctx: ActorContext, targets: TSurveyReleaseSave['targets']) {
  for (const type of SURVEY_TARGET_TYPES) {
    const ids = [...new Set(targets.filter((t) => t.entityType === type).map((t) => t.entityId))];
    const found = await entityNames(ctx.db, ctx.brand, type, ids);
    if (found.size < ids.length) {
      throw new HttpError(400, 'errors.surveyReleases.targetNotFound', [
        { field: 'targets', message: type },
      ]);
    }
  }
}

/** What a save may change: the settings; the short code and owner stay as made. */
async function valuesOf(
  ctx: ActorContext,
  save: TSurveyReleaseSave,
  current: ReleaseRow | undefined,
): Promise<ReleaseValues> {
  const definition = await findDefinition(ctx.db, ctx.brand, save.definitionId);
  if (!definition) throw notFound('errors.surveyReleases.definitionNotFound');
  // An archived definition is not released again; a release of it already made may be edited.
  if (definition.archived && current?.definition_id !== definition.id) {
    throw new HttpError(409, 'errors.surveyReleases.definitionArchived');
  }
  if (save.releaseGroupId && !(await hasReleaseGroup(ctx.db, ctx.brand, save.releaseGroupId))) {
    throw notFound('errors.surveyReleases.releaseGroupNotFound');
  }
  await checkTargets(ctx, save.targets);
  return {
    app_name: ctx.brand,
    definition_id: save.definitionId,
    release_group_id: save.releaseGroupId,
    name: save.name,
    trigger_type: save.triggerType,
    opens_at: new Date(save.opensAt),
    closes_at: save.closesAt ? new Date(save.closesAt) : null,
    anonymous: save.anonymous,
    uniqueness: save.uniqueness,
    allow_multiple: save.allowMultiple,
    reminder_days: save.reminderDays,
    is_public: save.isPublic,
    owner_user_account_id: current ? current.owner_user_account_id : ctx.actor.userAccountId,
  };
}

/**
 * Creates a release (with its short code, made once) or changes one saved at the version it
 * was loaded at (409 when changed since); an open release invites whom its targets reach.
 */
export async function saveRelease(
  ctx: ActorContext,
  save: TSurveyReleaseSave,
): Promise<TSurveyRelease> {
  const current = save.id ? await requireRelease(ctx, save.id) : undefined;
  const values = await valuesOf(ctx, save, current);
  const id = await ctx.db.transaction().execute(async (trx) => {
    let releaseId: string;
    if (current) {
      if (
        save.version === undefined ||
        !(await updateRelease(trx, current.id, save.version, values))
      ) {
        throw new HttpError(409, STALE_RELEASE, undefined, { version: current.version });
      }
      releaseId = current.id;
    } else {
      releaseId = await insertRelease(trx, {
        ...values,
        short_code: randomBytes(9).toString('base64url'),
      });
    }
    const unique = new Map(save.targets.map((t) => [`${t.entityType}/${t.entityId}`, t]));
    await replaceTargets(trx, releaseId, [...unique.values()]);
    return releaseId;
  });
  const saved = await requireRelease(ctx, id);
  if (present(saved, ctx.now).open) {
    await syncInvitations(ctx, { id, name: saved.name, trigger_type: saved.trigger_type });
  }
  return getRelease(ctx, id);
}

/** Closes a release now (again: no change): no more answers, no more reminders. */
export async function closeRelease(ctx: ActorContext, id: string): Promise<TSurveyRelease> {
  await requireRelease(ctx, id);
  await closeReleaseRow(ctx.db, id, ctx.now);
  return getRelease(ctx, id);
}

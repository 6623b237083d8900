import {
  zTractionPlanSave,
  type TractionPlan,
  type TractionPlanArchive,
  type TractionPlanArchiveOption,
} from '@portal/core';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { editBlockOf, requireReader } from './plan-access';
import { findArchive, listArchives, type ArchiveRow } from './plan-archive.store';
import type { SignedInContext } from '../../shared/request-context';
import { storedContent, storedProgress } from './plan-content';
import { personName } from './plan-present';
import { savePlan } from './plan-save.service';
import { planAbilities } from './tractionplan.policy';
import { readablePlan } from './tractionplan.service';
import { findPeopleByIds } from './tractionplan.store';

export const ARCHIVE_NOT_FOUND = 'errors.plan.archiveNotFound';

async function namesOf(ctx: SignedInContext, rows: readonly ArchiveRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.saved_by_user_account_id ?? []))];
  const people = await findPeopleByIds(ctx.db, ctx.brand, ids);
  return new Map(people.map((p) => [p.id, personName(p)]));
}

function option(row: ArchiveRow, names: Map<string, string>): TractionPlanArchiveOption {
  return {
    id: row.id,
    tractionPlanId: row.traction_plan_id,
    version: row.version,
    savedUTC: row.saved_at.toISOString(),
    savedByName: names.get(row.saved_by_user_account_id ?? '') ?? null,
    isComplete: row.is_complete,
  };
}

/** Earlier versions are read by those who may restore them: the plan's editors. */
async function requireRestorer(ctx: SignedInContext, ownerAccountId: string) {
  const access = await requireReader(ctx, ownerAccountId);
  const abilities = planAbilities(access.relation, await editBlockOf(ctx, ownerAccountId));
  if (!abilities.restore) throw new HttpError(403, NOT_AUTHORIZED);
  return access;
}

/** GetPlanArchiveOptions/{planId}: the saved earlier versions, newest first. */
export async function archiveOptions(
  ctx: SignedInContext,
  planId: string,
): Promise<TractionPlanArchiveOption[]> {
  const { row } = await readablePlan(ctx, planId);
  await requireRestorer(ctx, row.user_account_id);
  const rows = await listArchives(ctx.db, ctx.brand, planId);
  const names = await namesOf(ctx, rows);
  return rows.map((r) => option(r, names));
}

/** The archived version, after checking the caller may restore the plan it belongs to. */
async function readableArchive(ctx: SignedInContext, archiveId: string) {
  const archive = await findArchive(ctx.db, ctx.brand, archiveId);
  if (!archive) throw notFound(ARCHIVE_NOT_FOUND);
  const { row } = await readablePlan(ctx, archive.traction_plan_id);
  await requireRestorer(ctx, row.user_account_id);
  return { archive, plan: row };
}

/** GetPlanArchiveById/{archiveId}: one saved version, to read before restoring it. */
export async function archiveById(
  ctx: SignedInContext,
  archiveId: string,
): Promise<TractionPlanArchive> {
  const { archive } = await readableArchive(ctx, archiveId);
  const names = await namesOf(ctx, [archive]);
  return {
    ...option(archive, names),
    plan: storedContent(archive.format_version, archive.plan),
    progress: storedProgress(archive.progress),
  };
}

/**
 * RestorePlanVersion/{planId}/{archiveId}: a new save with the old content (the version goes up,
 * the current content is archived in turn, so a restore can itself be undone).
 */
export async function restoreVersion(
  ctx: SignedInContext,
  planId: string,
  archiveId: string,
): Promise<TractionPlan> {
  const { archive, plan } = await readableArchive(ctx, archiveId);
  if (plan.id !== planId) throw notFound(ARCHIVE_NOT_FOUND);
  const content = storedContent(archive.format_version, archive.plan);
  return savePlan(
    ctx,
    zTractionPlanSave.parse({
      id: plan.id,
      userAccountId: plan.user_account_id,
      version: plan.version,
      progress: storedProgress(plan.progress),
      plan: content,
      autosave: false,
    }),
  );
}

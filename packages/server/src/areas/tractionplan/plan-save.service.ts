import {
  TRACTION_PLAN_LOCK_MS,
  isPlanComplete,
  normalizePlanForSave,
  type TractionPlan,
  type TractionPlanContent,
  type TractionPlanProgress,
  type TractionPlanSave,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { assertMayEdit, editBlockFrom, requireOwner, requireReaderAs } from './plan-access';
import type { SignedInContext } from '../../shared/request-context';
import { storedProgress } from './plan-content';
import { personName } from './plan-present';
import { newReviewId, requireSharing, sendReviewLinks } from './plan-sharing.service';
import { presentTo } from './tractionplan.service';
import {
  findPersonById,
  findPlanByOwner,
  insertPlan,
  updatePlan,
  type PlanRow,
  type PlanWrite,
} from './tractionplan.store';
import { findOwnerPlan } from './plan-owner.store';

/** Autosaves this close to the one before (by the same editor) belong to one version. */
export const AUTOSAVE_BURST_MS = 5 * 60_000;

export const STALE_PLAN = 'errors.plan.stalePlan';

/** 409 with what the page needs to offer reload or keep editing. */
async function staleSave(db: Kysely<Database>, ctx: SignedInContext, current?: PlanRow) {
  const editor = current?.edit_user_account_id
    ? await findPersonById(db, ctx.brand, current.edit_user_account_id)
    : undefined;
  return new HttpError(409, STALE_PLAN, undefined, {
    currentVersion: current?.version ?? 0,
    lastUpdatedUTC: current?.updated_at.toISOString() ?? null,
    editedByName: editor ? personName(editor) : null,
  });
}

/** The progress of a save: the page's, except the addresses the server sent the link to. */
const progressOf = (input: TractionPlanProgress, stored: PlanRow | undefined) => ({
  ...input,
  emailedLinks: stored ? storedProgress(stored.progress).emailedLinks : [],
});

/**
 * Writes the save in one statement: the first one inserts, later ones update the version they
 * started from, archiving the replaced version (unless it folds) and settling the editor's lock.
 */
async function writeSave(
  db: Kysely<Database>,
  ctx: SignedInContext,
  input: TractionPlanSave,
  stored: PlanRow | undefined,
  write: PlanWrite,
): Promise<PlanRow> {
  const saved = stored
    ? await updatePlan(db, stored.id, input.version, write, !foldsInto(stored, write))
    : await insertPlan(db, ctx.brand, input.userAccountId, newReviewId(), write);
  if (!saved)
    throw await staleSave(db, ctx, await findPlanByOwner(db, ctx.brand, input.userAccountId));
  return saved;
}

/**
 * A save continues the burst of autosaves it replaces when that version was autosaved by the same
 * editor a few minutes ago: the replaced version is then not kept, so a session of typing leaves
 * one version (its last state) rather than one per autosave.
 */
export function foldsInto(stored: PlanRow, write: PlanWrite): boolean {
  return (
    stored.autosaved &&
    stored.edit_user_account_id !== null &&
    stored.edit_user_account_id === write.editorAccountId &&
    write.now.getTime() - stored.updated_at.getTime() <= AUTOSAVE_BURST_MS
  );
}

/**
 * POST tractionplan/save: the spec's save rules (core's normalizePlanForSave) with the owner's
 * names and address, optimistic concurrency by version (409 when stale, nothing lost), the
 * replaced version archived, and the review link e-mailed on a manual save that asks for it.
 */
export async function savePlan(
  ctx: SignedInContext,
  input: TractionPlanSave,
): Promise<TractionPlan> {
  // The caller, the stored plan, the edit rule and the owner's company in one round trip; the
  // caller's access decided first. The write below still lands only on the version it started from.
  const {
    caller,
    row: stored,
    onFeedback,
    companyName,
  } = await findOwnerPlan(
    ctx.db,
    ctx.brand,
    { callerUserId: ctx.session.userId, ownerAccountId: input.userAccountId },
    { withCompany: true },
  );
  const access = await requireReaderAs(ctx, caller, input.userAccountId);
  const editBlock = editBlockFrom(onFeedback);
  assertMayEdit(access, editBlock);
  const owner =
    access.relation === 'owner' && access.caller
      ? access.caller
      : await requireOwner(ctx, input.userAccountId);
  const plan: TractionPlanContent = normalizePlanForSave(input.plan, {
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    ...(companyName === undefined ? {} : { companyName }),
  });
  const editorId = access.caller?.id ?? null;
  // A save is atomic by its one statement; only a save that e-mails the review link writes more
  // (the messages, the addresses in its progress) and needs a transaction around it all.
  const sends = !input.autosave && plan.sendEmail;
  if (sends) await requireSharing(ctx);
  const save = async (db: Kysely<Database>) => {
    const expected = stored?.version ?? 0;
    if (input.version !== expected || (input.id && stored && input.id !== stored.id)) {
      throw await staleSave(db, ctx, stored);
    }
    const write: PlanWrite = {
      plan,
      progress: progressOf(input.progress, stored),
      isComplete: isPlanComplete(plan),
      editorAccountId: editorId,
      autosave: input.autosave,
      now: ctx.now,
      lockUntil: input.autosave ? new Date(ctx.now.getTime() + TRACTION_PLAN_LOCK_MS) : null,
    };
    const row = await writeSave(db, ctx, input, stored, write);
    if (!sends) return row;
    const progress = await sendReviewLinks(db, ctx, row, plan, write.progress);
    return { ...row, progress };
  };
  const saved = sends ? await ctx.db.transaction().execute(save) : await save(ctx.db);
  return presentTo(ctx, saved, access, editBlock);
}

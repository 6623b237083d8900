import { randomBytes } from 'node:crypto';
import {
  awardEarned,
  type AchievementType,
  type AwardSurveyType,
  type TAwardAccountProgress,
  type TAwardProgram,
  type TAwardProgramSave,
} from '@portal/core';
import { notFound } from '../../http/errors';
import { AUDIT_ACTIONS, auditSource, recordAudit } from '../../shared/audit';
import type { ActorContext, RequestContext } from '../../shared/request-context';
import { ACCOUNT_NOT_FOUND, requireEditableAccount } from '../crmaccount/crmaccount.policy';
import {
  awardOnce,
  countBrandAccounts,
  countBrandReleases,
  findProgramAccounts,
  findPrograms,
  findProgress,
  findRequirements,
  writeProgram,
  type ProgressRow,
} from './survey-awards.store';

const PROGRAM_NOT_FOUND = 'errors.awardSurveys.programNotFound';
const RELEASE_NOT_FOUND = 'errors.surveyReleases.releaseNotFound';

/** An award link's code: 32 random bytes, base64url (as survey codes). */
const newLinkCode = () => randomBytes(32).toString('base64url');

/** The brand's programmes (or one) with their requirements and accounts. */
async function programs(ctx: RequestContext, programId?: string): Promise<TAwardProgram[]> {
  const rows = await findPrograms(ctx.db, ctx.brand, programId);
  const ids = rows.map((row) => row.id);
  const [requirements, accounts] = await Promise.all([
    findRequirements(ctx.db, ids),
    findProgramAccounts(ctx.db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    achievementType: row.achievement_type as AchievementType,
    awardName: row.award_name,
    schoolYear: row.school_year,
    requirements: requirements
      .filter((r) => r.program_id === row.id)
      .map((r) => ({
        surveyType: r.survey_type as AwardSurveyType,
        releaseId: r.release_id,
        releaseName: r.name,
        minResponses: r.min_responses,
      })),
    accounts: accounts
      .filter((a) => a.program_id === row.id)
      .map((a) => ({ id: a.id, name: a.name })),
  }));
}

export const listAwardPrograms = (ctx: ActorContext) => programs(ctx);

/**
 * `SaveAwardProgram`: its releases and accounts must be the brand's (404 otherwise); accounts
 * that complete the programme as saved (a lower minimum, say) earn its award at once.
 */
export async function saveAwardProgram(
  ctx: ActorContext,
  input: TAwardProgramSave,
): Promise<TAwardProgram> {
  const releaseIds = [...new Set(input.requirements.map((r) => r.releaseId))];
  if ((await countBrandReleases(ctx.db, ctx.brand, releaseIds)) !== releaseIds.length) {
    throw notFound(RELEASE_NOT_FOUND);
  }
  const accountIds = [...new Set(input.accountIds)];
  if ((await countBrandAccounts(ctx.db, ctx.brand, accountIds)) !== accountIds.length) {
    throw notFound(ACCOUNT_NOT_FOUND);
  }
  const programId = await ctx.db
    .transaction()
    .execute((trx) => writeProgram(trx, ctx.brand, { ...input, accountIds }, ctx.now, newLinkCode));
  if (!programId) throw notFound(PROGRAM_NOT_FOUND);
  await awardDue(ctx, await findProgress(ctx.db, ctx.brand, { programId }));
  const [saved] = await programs(ctx, programId);
  if (!saved) throw notFound(PROGRAM_NOT_FOUND);
  return saved;
}

/** Progress rows (one per account and type) as one entry per programme and account. */
function progressOf(rows: readonly ProgressRow[]): TAwardAccountProgress[] {
  const byKey = new Map<string, TAwardAccountProgress>();
  for (const row of rows) {
    const key = `${row.program_id}/${row.account_id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        programId: row.program_id,
        programName: row.program_name,
        achievementType: row.achievement_type as AchievementType,
        schoolYear: row.school_year,
        accountId: row.account_id,
        accountName: row.account_name,
        awardedAt: row.awarded_at?.toISOString() ?? null,
        types: [],
      };
      byKey.set(key, entry);
    }
    entry.types.push({
      surveyType: row.survey_type as AwardSurveyType,
      code: row.code,
      completed: Number(row.completed),
      minimum: row.min_responses,
    });
  }
  return [...byKey.values()];
}

/**
 * Gives every account of the rows that completed its programme the programme's award, once
 * (audited). Runs after each award response and each programme save.
 */
async function awardDue(ctx: RequestContext, rows: readonly ProgressRow[]): Promise<void> {
  for (const entry of progressOf(rows)) {
    if (entry.awardedAt || !awardEarned(entry.types)) continue;
    await ctx.db.transaction().execute(async (trx) => {
      const award = await awardOnce(trx, entry.programId, entry.accountId, ctx.now);
      if (!award) return;
      await recordAudit(trx, {
        ...auditSource(ctx),
        action: AUDIT_ACTIONS.accountAwardEarned,
        details: {
          crmAccountId: entry.accountId,
          awardProgramId: entry.programId,
          awardId: award.awardId,
          achievementType: award.achievementType,
          schoolYear: entry.schoolYear,
        },
      });
    });
  }
}

/** After a response about an account: its programme's award when every type is complete. */
export async function awardIfEarned(ctx: RequestContext, programId: string, accountId: string) {
  const rows = await findProgress(ctx.db, ctx.brand, { accountId });
  await awardDue(
    ctx,
    rows.filter((row) => row.program_id === programId),
  );
}

/** `GetAwardProgress`: a programme of the brand, per account and type. */
export async function awardProgress(
  ctx: ActorContext,
  programId: string,
): Promise<TAwardAccountProgress[]> {
  if ((await findPrograms(ctx.db, ctx.brand, programId)).length === 0) {
    throw notFound(PROGRAM_NOT_FOUND);
  }
  return progressOf(await findProgress(ctx.db, ctx.brand, { programId }));
}

/** `GetAccountAwardSurveys`: an account's programmes, for those who may change the account. */
export async function accountAwardSurveys(
  ctx: ActorContext,
  accountId: string,
): Promise<TAwardAccountProgress[]> {
  await requireEditableAccount(ctx, accountId);
  return progressOf(await findProgress(ctx.db, ctx.brand, { accountId }));
}

import { sql, type Kysely } from 'kysely';
import type { BrandKey, TUserAccountMetrics } from '@portal/core';
import { toJson, type Database } from '../../db/schema';
import { type ActorContext } from '../../shared/request-context';
import { ownAccountIds } from '../crmaccount/crmaccount.policy';
import { membershipOf } from '../usergroup/usergroup.service';
import { requireVisiblePerson } from '../useraccount/useraccount.policy';
import { METRIC_PROVIDERS } from './metrics-registry';

type Scope = { db: Kysely<Database>; brand: BrandKey; now: Date };

/** Computes a person's metrics from the records of today, and stores them with the time. */
export async function generateMetrics(
  scope: Scope,
  userAccountId: string,
  reportStatus?: string,
): Promise<TUserAccountMetrics> {
  const { db, brand, now } = scope;
  const accounts = await ownAccountIds(db, brand, userAccountId);
  const counts = await sql<{
    groups: string;
    awards: string;
    notes: string;
    pins: string;
    uses: string;
  }>`select
      (select count(*) from user_group_person where user_account_id = ${userAccountId} and role = 'member') as groups,
      (select count(*) from crm_account_award where crm_account_id in (${accounts.length > 0 ? sql.join(accounts) : sql`null`})) as awards,
      (select count(*) from note where author_user_account_id = ${userAccountId}) as notes,
      (select count(*) from note_pin where user_account_id = ${userAccountId}) as pins,
      (select count(*) from invite_code_use where user_account_id = ${userAccountId}) as uses`.execute(
    db,
  );
  const row = counts.rows[0];
  const extra: Record<string, number> = {};
  for (const provider of METRIC_PROVIDERS) {
    extra[provider.name] = await provider.count(db, {
      userAccountId,
      brand,
      ...(reportStatus ? { reportStatus } : {}),
    });
  }
  const metrics: TUserAccountMetrics = {
    userAccountId,
    generatedUTC: now.toISOString(),
    groupCount: Number(row?.groups ?? 0),
    crmAccountCount: accounts.length,
    awardCount: Number(row?.awards ?? 0),
    noteCount: Number(row?.notes ?? 0),
    pinnedNoteCount: Number(row?.pins ?? 0),
    inviteCodeUseCount: Number(row?.uses ?? 0),
    extra,
  };
  await db
    .insertInto('user_account_metrics')
    .values({ user_account_id: userAccountId, metrics: toJson(metrics), generated_at: now })
    .onConflict((oc) =>
      oc.column('user_account_id').doUpdateSet({ metrics: toJson(metrics), generated_at: now }),
    )
    .execute();
  return metrics;
}

/**
 * The stored metrics when younger than `ageMin` minutes (default 10, the spec's freshness),
 * else new ones. `all` adds the person's groups and accounts.
 */
export async function freshMetrics(
  scope: Scope,
  userAccountId: string,
  ageMin: number,
  all: boolean,
): Promise<TUserAccountMetrics> {
  const stored = await scope.db
    .selectFrom('user_account_metrics')
    .select(['metrics', 'generated_at'])
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
  const fresh =
    stored && scope.now.getTime() - new Date(stored.generated_at).getTime() <= ageMin * 60_000;
  const metrics = fresh ? stored.metrics : await generateMetrics(scope, userAccountId);
  if (!all) return metrics;
  const accounts = await ownAccountIds(scope.db, scope.brand, userAccountId);
  const names = accounts.length
    ? await scope.db
        .selectFrom('crm_account')
        .select(['id', 'account_name'])
        .where('id', 'in', accounts)
        .orderBy('account_name')
        .execute()
    : [];
  return {
    ...metrics,
    groups: await membershipOf(scope.db, scope.brand, userAccountId),
    crmAccounts: names.map((a) => ({ id: a.id, accountName: a.account_name })),
  };
}

/** The person must be one the caller may see (themselves, their people, admins). */
export async function visibleMetrics(
  ctx: ActorContext,
  userAccountId: string,
  read: () => Promise<TUserAccountMetrics>,
): Promise<TUserAccountMetrics> {
  await requireVisiblePerson(ctx, userAccountId);
  return read();
}

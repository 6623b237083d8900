import type { Kysely } from 'kysely';
import type { BrandKey, TUserAccountMetrics } from '@portal/core';
import type { Database } from '../../db/schema';
import { type ActorContext } from '../../shared/request-context';
import { ownAccountIds } from '../crmaccount/crmaccount.policy';
import { membershipOf } from '../usergroup/usergroup.service';
import { requireVisiblePerson } from '../useraccount/useraccount.policy';
import { METRIC_PROVIDERS } from './metrics-registry';
import {
  countPersonRecords,
  findStoredMetrics,
  listAccountNames,
  upsertMetrics,
} from './useraccountmetrics.store';

type Scope = { db: Kysely<Database>; brand: BrandKey; now: Date };

/** Computes a person's metrics from the records of today, and stores them with the time. */
export async function generateMetrics(
  scope: Scope,
  userAccountId: string,
  reportStatus?: string,
): Promise<TUserAccountMetrics> {
  const { db, brand, now } = scope;
  const accounts = await ownAccountIds(db, brand, userAccountId);
  const row = await countPersonRecords(db, userAccountId, accounts);
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
  await upsertMetrics(db, userAccountId, metrics, now);
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
  const stored = await findStoredMetrics(scope.db, userAccountId);
  const fresh =
    stored && scope.now.getTime() - new Date(stored.generated_at).getTime() <= ageMin * 60_000;
  const metrics = fresh ? stored.metrics : await generateMetrics(scope, userAccountId);
  if (!all) return metrics;
  const accounts = await ownAccountIds(scope.db, scope.brand, userAccountId);
  const names = await listAccountNames(scope.db, accounts);
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

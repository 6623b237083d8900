import type { Kysely } from 'kysely';
import type { BrandKey, FeatureName } from '@portal/core';
import type { Database } from '../../db/schema';

/** What the security administration services need of a request. */
export type AdminContext = {
  db: Kysely<Database>;
  brand: BrandKey;
  /** The signed-in caller (a security admin, except for StopImpersonation). */
  actorUserId: string;
  ip: string | null;
  now: Date;
  /** Whether a feature of the request's brand is on (the brand's configuration). */
  featureEnabled: (name: FeatureName) => Promise<boolean>;
};

/** The audit fields every entry of a context shares: who, from where, in which brand. */
export function adminAuditSource(ctx: AdminContext) {
  return { appName: ctx.brand, actorUserId: ctx.actorUserId, ip: ctx.ip };
}

/** Role names are unique and matched in any case, through this form. */
export const normalizeRoleName = (name: string) => name.trim().toUpperCase();

/** Runs a change and its audit rows in one transaction. */
export function inTransaction<T>(
  ctx: AdminContext,
  work: (tx: AdminContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute((db) => work({ ...ctx, db }));
}

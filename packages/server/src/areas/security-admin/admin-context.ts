import type { FeatureName } from '@portal/core';
import type { SignedInContext } from '../../shared/request-context';

/**
 * A security administrator's request (or StopImpersonation's impersonated user), with the brand's
 * features: some changes depend on them.
 */
export type AdminContext = SignedInContext & {
  /** Whether a feature of the request's brand is on (the brand's configuration). */
  featureEnabled: (name: FeatureName) => Promise<boolean>;
};

/** Role names are unique and matched in any case, through this form. */
export const normalizeRoleName = (name: string) => name.trim().toUpperCase();

/** Runs a change and its audit rows in one transaction. */
export function inTransaction<T>(
  ctx: AdminContext,
  work: (tx: AdminContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute((db) => work({ ...ctx, db }));
}

import type { THomeResourceGroup } from '@portal/core';
import type { ActorContext } from '../../shared/request-context';
import { listGroupIds, loadGroups, reachableGroupIds } from './resourcegroup.store';

/**
 * The home page's resource groups of a person: the active groups they belong to (by user
 * group, CRM account or event), prioritised ones first, then by name. Staff see here their own
 * groups too, not the whole library (that is on the resources page).
 */
export async function homeResourceGroups(
  ctx: ActorContext,
  userAccountId: string,
): Promise<THomeResourceGroup[]> {
  const member = await reachableGroupIds(ctx.db, ctx.brand, userAccountId);
  const ordered = await listGroupIds(ctx.db, ctx.brand, member);
  const groups = await loadGroups(ctx.db, ctx.brand, ordered);
  return groups.map(({ id, name, code, description }) => ({ id, name, code, description }));
}

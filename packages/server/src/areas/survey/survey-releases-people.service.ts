import { ZFindUsers, type TReleasePerson } from '@portal/core';
import type { ActorContext } from '../../shared/request-context';
import { searchBrandPeople } from '../useraccount/useraccount-lookup.service';
import { personNames } from './survey-releases-settings.store';

/** How many people the release dialog's picker offers at once. */
const PICKER_SIZE = 20;

/**
 * `FindReleasePeople`: the brand's people by name or sign-in address, as the portal's people
 * search finds them (every person of the brand: a release may target anyone), with their names
 * and address only.
 */
export async function findReleasePeople(
  ctx: ActorContext,
  search: string,
): Promise<TReleasePerson[]> {
  const query = ZFindUsers.parse({ search, pageSize: PICKER_SIZE });
  const ids = await searchBrandPeople(ctx, query);
  if (ids.length === 0) return [];
  const rows = new Map((await personNames(ctx.db, ctx.brand, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row
      ? [{ id, firstName: row.first_name, lastName: row.last_name, email: row.email }]
      : [];
  });
}

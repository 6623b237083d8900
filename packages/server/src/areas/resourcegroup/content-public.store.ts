import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/**
 * The public item a visitor asks for: marked public, in the group of that code, the group
 * active, all of the brand. Null for anything else (unknown, draft, archived, not public, or
 * in another group), which the service answers with one and the same 404.
 */
export async function publicItemOfGroup(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
  contentId: string,
): Promise<{ groupCode: string; groupName: string } | null> {
  const row = await db
    .selectFrom('resource_group as g')
    .innerJoin('resource_group_content as rc', 'rc.resource_group_id', 'g.id')
    .innerJoin('content as c', 'c.id', 'rc.content_id')
    .select(['g.code', 'g.name'])
    .where('g.app_name', '=', brand)
    .where(sql`lower(g.code)`, '=', code.toLowerCase())
    .where('g.status', '=', 'active')
    .where('c.app_name', '=', brand)
    .where('c.id', '=', contentId)
    .where('c.is_public', '=', true)
    .executeTakeFirst();
  return row ? { groupCode: row.code, groupName: row.name } : null;
}

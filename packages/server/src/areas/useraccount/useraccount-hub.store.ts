import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

export type GroupTrainerRow = {
  id: string;
  name: string;
  email: string | null;
  hash: string | null;
  account_name: string | null;
};

/**
 * The first trainer of the person's most recent group in the brand, with their picture's hash
 * and the group's first account by name.
 */
export async function findGroupTrainer(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<GroupTrainerRow | undefined> {
  const trainer = await sql<GroupTrainerRow>`
    select u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name,
      i.email, pic.hash,
      (select a.account_name from user_group_crm_account gc join crm_account a on a.id = gc.crm_account_id
        where gc.user_group_id = m.user_group_id order by a.account_name limit 1) as account_name
    from user_group_person m
    join user_group g on g.id = m.user_group_id and g.app_name = ${brand}
    join user_group_person t on t.user_group_id = m.user_group_id and t.role = 'trainer'
    join user_account u on u.id = t.user_account_id
    left join identity_user i on i.id = u.user_id
    left join user_account_picture pic on pic.user_account_id = u.id
    where m.user_account_id = ${userAccountId} and m.role = 'member'
    order by m.added_at desc, t.added_at limit 1`.execute(db);
  return trainer.rows[0];
}

/** The person's names and picture's hash (the account exists). */
export function findPersonNames(db: Kysely<Database>, userAccountId: string) {
  return db
    .selectFrom('user_account as u')
    .leftJoin('user_account_picture as pic', 'pic.user_account_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'pic.hash'])
    .where('u.id', '=', userAccountId)
    .executeTakeFirstOrThrow();
}

export type CohortInviteeRow = {
  first_name: string | null;
  email: string | null;
  code: string | null;
};

/**
 * The person's first name and address (sign-in, else the primary contact), with the open invite
 * code of their most recent cohort group (groups of the reference type), if any.
 */
export async function findCohortInvitee(
  db: Kysely<Database>,
  userAccountId: string,
  cohortReferenceType: string,
): Promise<CohortInviteeRow | undefined> {
  const { rows } = await sql<CohortInviteeRow>`
    select u.first_name,
      coalesce(i.email, (select x->>'address' from jsonb_array_elements(u.emails) x
        order by (x->>'primary')::boolean desc limit 1)) as email,
      (select c.code from user_group_person m join user_group g on g.id = m.user_group_id
        join invite_code c on c.user_group_id = g.id and c.deactivated_at is null
        where m.user_account_id = u.id and m.role = 'member' and g.reference_type = ${cohortReferenceType}
        order by m.added_at desc limit 1) as code
    from user_account u left join identity_user i on i.id = u.user_id
    where u.id = ${userAccountId}`.execute(db);
  return rows[0];
}

import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  ALL_PEOPLE,
  EMPTY_GUID,
  canSeePerson,
  isSecurityAdmin,
  satisfies,
  type Session,
  type TUserAccountAbilities,
} from '@portal/core';
import { notFound } from '../../http/errors';
import { type ActorContext } from '../../shared/request-context';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';
import { visibleGroupIds } from '../usergroup/usergroup.policy';

/** The owner of an account, as far as access goes: its identity user. */
export type AccountSubject = { user_id: string | null };

/** Reading an account: your own, or any as a security admin. */
export function canReadAccount(session: Session, account: AccountSubject): boolean {
  return account.user_id === session.userId || isSecurityAdmin(session);
}

/** Changing an account (names, titles, contacts, picture): the same people as reading it. */
export function canEditAccount(session: Session, account: AccountSubject): boolean {
  return canReadAccount(session, account);
}

/** What the caller may do to the account, for the page to show only what is allowed. */
export function accountAbilities(session: Session, account: AccountSubject): TUserAccountAbilities {
  return {
    edit: canEditAccount(session, account),
    // ChangePassword changes the caller's own password only.
    changePassword: account.user_id === session.userId,
  };
}

/**
 * The people a viewer may see (core's `canSeePerson`) as SQL over `user_account as u`: 'all'
 * for security admins and global data access, else the viewer and the people of the groups and
 * accounts the viewer may see.
 */
export async function visiblePeople(ctx: ActorContext): Promise<'all' | RawBuilder<SqlBool>> {
  const { session, userAccountId } = ctx.actor;
  if (satisfies(session, ALL_PEOPLE)) return 'all';
  const groups = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  const accounts = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const member = (column: string, ids: 'all' | string[]) =>
    ids === 'all'
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`${sql.ref(column)} in (${sql.join(ids)})`;
  const groupTest = member('p.user_group_id', groups);
  const accountTest = member('l.crm_account_id', accounts);
  return sql<SqlBool>`(u.id = ${userAccountId ?? EMPTY_GUID}
    or exists (select 1 from user_group_person p where p.user_account_id = u.id and ${groupTest})
    or exists (select 1 from user_account_crm_account l where l.user_account_id = u.id and ${accountTest}))`;
}

/** 404 unless the viewer may see the person (an id that cannot be read tells nothing). */
export async function requireVisiblePerson(
  ctx: ActorContext,
  userAccountId: string,
): Promise<void> {
  const filter = await visiblePeople(ctx);
  const row = await ctx.db
    .selectFrom('user_account as u')
    .select('u.id')
    .where('u.id', '=', userAccountId)
    .where('u.app_name', '=', ctx.brand)
    .$if(filter !== 'all', (q) => q.where(filter as RawBuilder<SqlBool>))
    .executeTakeFirst();
  const facts = { userAccountId, inVisibleGroupOrAccount: row !== undefined };
  if (!row || !canSeePerson(ctx.actor, facts)) throw notFound(PERSON_NOT_FOUND);
}

export const PERSON_NOT_FOUND = 'No user account of this brand has this id.';

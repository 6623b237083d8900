import {
  ALL_PEOPLE,
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
import { isPersonVisible, type PeopleScope } from './useraccount-lookup.store';

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
 * The people a viewer may see (core's `canSeePerson`), for the store's queries: 'all' for
 * security admins and global data access, else the viewer and the people of the groups and
 * accounts the viewer may see.
 */
export async function visiblePeople(ctx: ActorContext): Promise<PeopleScope> {
  const { session, userAccountId } = ctx.actor;
  if (satisfies(session, ALL_PEOPLE)) return 'all';
  const groups = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  const accounts = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  return { self: userAccountId, groups, accounts };
}

/** 404 unless the viewer may see the person (an id that cannot be read tells nothing). */
export async function requireVisiblePerson(
  ctx: ActorContext,
  userAccountId: string,
): Promise<void> {
  const scope = await visiblePeople(ctx);
  const visible = await isPersonVisible(ctx.db, ctx.brand, userAccountId, scope);
  const facts = { userAccountId, inVisibleGroupOrAccount: visible };
  if (!visible || !canSeePerson(ctx.actor, facts)) throw notFound(PERSON_NOT_FOUND);
}

export const PERSON_NOT_FOUND = 'errors.common.personNotFound';

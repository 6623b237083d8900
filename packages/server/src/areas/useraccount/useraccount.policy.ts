import { isSecurityAdmin, type Session, type TUserAccountAbilities } from '@portal/core';

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

import type { TUserAccount, TUserAccountEmail, TUserAccountPhone } from '@portal/core';

/** The editable part of an account, as the form holds it. */
export type AccountDraft = {
  firstName: string;
  lastName: string;
  titles: string[];
  emails: TUserAccountEmail[];
  phoneNumbers: TUserAccountPhone[];
};

export const draftOf = (account: TUserAccount): AccountDraft => ({
  firstName: account.firstName ?? '',
  lastName: account.lastName ?? '',
  titles: account.titles,
  emails: account.emails.map((email) => ({ ...email, description: email.description ?? '' })),
  phoneNumbers: account.phoneNumbers,
});

/** Sets one flag on the item at `index` and, for a one-of-a-kind flag, clears it elsewhere. */
export function setFlag<T extends object, K extends keyof T>(
  items: readonly T[],
  index: number,
  flag: K,
  value: T[K],
  exclusive: boolean,
): T[] {
  return items.map((item, i) => {
    if (i === index) return { ...item, [flag]: value };
    return exclusive && value === true ? { ...item, [flag]: false } : item;
  });
}

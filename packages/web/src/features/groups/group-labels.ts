import type { TFunction } from 'i18next';
import { UserGroupCrmStatus, UserGroupStatus } from '@portal/core';

const keyOf = <T extends Record<string, string>>(values: T, value: string) =>
  (Object.keys(values) as (keyof T & string)[]).find((key) => values[key] === value);

/** A group's CRM status ('No Contract'...) in the user's language; unknown values as they are. */
export function crmStatusLabel(t: TFunction, value: string): string {
  const key = keyOf(UserGroupCrmStatus, value);
  return key ? t(`groups.status.crm.${key}`) : value;
}

/** A group's status ('Active', 'Inactive') in the user's language. */
export function groupStatusLabel(t: TFunction, value: string): string {
  const key = keyOf(UserGroupStatus, value);
  return key ? t(`groups.status.group.${key}`) : value;
}

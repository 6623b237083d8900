import type { PagedResult, TUserAccountSummary, ZFindUsers } from '@portal/core';
import type { z } from 'zod';
import { type ActorContext } from '../../shared/request-context';
import { requireVisibleGroup } from '../usergroup/usergroup.policy';
import { pictureUrl } from './useraccount.service';
import { PERSON_NOT_FOUND, requireVisiblePerson, visiblePeople } from './useraccount.policy';
import { notFound } from '../../http/errors';
import {
  crmAccountsOfPeople,
  findPeoplePage,
  listPeople,
  memberAddedDates,
  type PeopleMatch,
} from './useraccount-lookup.store';

/** What a look-up adds to names and titles: f1 e-mails, f2 picture, f3 CRM accounts. */
export type SummaryDetail = { emails: boolean; picture: boolean; crmAccounts: boolean };
export const FULL_DETAIL: SummaryDetail = { emails: true, picture: true, crmAccounts: true };

/** The visible people of the brand matching `match`, as summaries (at most `limit`). */
async function summaries(
  ctx: ActorContext,
  match: PeopleMatch,
  detail: SummaryDetail,
  limit = 1000,
): Promise<TUserAccountSummary[]> {
  const scope = await visiblePeople(ctx);
  const rows = await listPeople(ctx.db, ctx.brand, match, scope, limit);
  const accounts =
    detail.crmAccounts && rows.length > 0
      ? await crmAccountsOfPeople(
          ctx.db,
          rows.map((row) => row.id),
        )
      : [];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    appName: row.app_name,
    firstName: row.first_name,
    lastName: row.last_name,
    titles: row.titles,
    emails: detail.emails
      ? row.emails.map(({ address, preferred, primary }) => ({ address, preferred, primary }))
      : [],
    crmAccounts: accounts
      .filter((a) => a.user_account_id === row.id)
      .map((a) => ({ id: a.id, accountName: a.account_name })),
    dataImageUrl: detail.picture && row.picture_hash ? pictureUrl(row.id, row.picture_hash) : null,
  }));
}

/** GetByUserAccountId/{id}/{f1}/{f2}/{f3}: one person (404 when missing or not visible). */
export async function summaryById(
  ctx: ActorContext,
  id: string,
  detail: SummaryDetail,
): Promise<TUserAccountSummary> {
  await requireVisiblePerson(ctx, id);
  const [found] = await summaries(ctx, { ids: [id] }, detail, 1);
  if (!found) throw notFound(PERSON_NOT_FOUND);
  return found;
}

/** GetByUserAccountIds: the visible people among the ids. */
export function summariesByIds(ctx: ActorContext, ids: readonly string[], detail: SummaryDetail) {
  if (ids.length === 0) return Promise.resolve([]);
  return summaries(ctx, { ids }, detail);
}

/** GetByEmails / GetByEmail: visible people with these sign-in or contact addresses. */
export function summariesByEmails(
  ctx: ActorContext,
  emails: readonly string[],
  detail: SummaryDetail,
  exceptId?: string,
) {
  if (emails.length === 0) return Promise.resolve([]);
  return summaries(ctx, { emails, exceptId }, detail);
}

/** FindUsers: a page of the visible people by name, e-mail, title, account or group. */
export async function findUsers(
  ctx: ActorContext,
  query: z.output<typeof ZFindUsers>,
): Promise<PagedResult<TUserAccountSummary>> {
  const scope = await visiblePeople(ctx);
  if (query.userGroupId) await requireVisibleGroup(ctx, query.userGroupId);
  const { count, ids } = await findPeoplePage(ctx.db, ctx.brand, scope, query);
  const page = await summariesByIds(ctx, ids, FULL_DETAIL);
  const byId = new Map(page.map((p) => [p.id, p]));
  return {
    count,
    data: ids.flatMap((id) => byId.get(id) ?? []),
    sortProperty: query.sortProperty,
    sortAscending: query.sortAscending,
  };
}

/**
 * The ids of the brand's people found by a search as FindUsers finds them (first `pageSize`), of
 * the whole brand: for a caller whose own rule lets them reach anyone (a survey admin targeting a
 * release), who reads nothing more of them than their names.
 */
export async function searchBrandPeople(
  ctx: ActorContext,
  query: z.output<typeof ZFindUsers>,
): Promise<string[]> {
  return (await findPeoplePage(ctx.db, ctx.brand, 'all', query)).ids;
}

/** GetUserGroupAddedDates/{groupId}: when each of these people joined the group. */
export async function groupAddedDates(
  ctx: ActorContext,
  groupId: string,
  ids: readonly string[],
): Promise<{ userAccountId: string; addedUTC: string }[]> {
  await requireVisibleGroup(ctx, groupId);
  if (ids.length === 0) return [];
  const rows = await memberAddedDates(ctx.db, groupId, ids);
  return rows.map((row) => ({
    userAccountId: row.user_account_id,
    addedUTC: new Date(row.added_at).toISOString(),
  }));
}

/**
 * GetSupervisorSuggestions/{id} and GetDirectReportSuggestions/{id}: from the person's groups,
 * supervisors are their groups' leaders and trainers; direct reports are the members of groups
 * the person leads. Visible people only, at most 50.
 */
export async function suggestions(
  ctx: ActorContext,
  id: string,
  kind: 'supervisor' | 'directReport',
): Promise<TUserAccountSummary[]> {
  await requireVisiblePerson(ctx, id);
  const match: PeopleMatch =
    kind === 'supervisor' ? { supervisorsOf: id } : { directReportsOf: id };
  return summaries(ctx, match, FULL_DETAIL, 50);
}

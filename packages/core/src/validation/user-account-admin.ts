import { z } from 'zod';
import { BatchStatus } from '../domain/enums';
import { METRICS_FRESHNESS_MINUTES } from '../domain/constants';
import type { TAward } from './crm-account';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zPagedQuery, type PagedResult } from './paging';
import type { TGroupMembership } from './user-group';

/**
 * The user account calls beyond the account page: look-ups, FindUsers, merges, share codes,
 * metrics and the customer hub's home data.
 */

/** A person as the look-ups answer them (the spec's summary form, plus contacts). */
export type TUserAccountSummary = {
  id: string;
  userId: string | null;
  appName: string;
  firstName: string | null;
  lastName: string | null;
  titles: string[];
  /** Empty unless asked for by the call's flag. */
  emails: { address: string; preferred: boolean; primary: boolean }[];
  crmAccounts: { id: string; accountName: string }[];
  dataImageUrl: string | null;
};

export const USER_ACCOUNT_SORT_PROPERTIES = [
  'lastName',
  'firstName',
  'email',
  'createdUTC',
] as const;

/** GET /api/useraccount/FindUsers: paged, by name or e-mail, optionally within an account or group. */
export const ZFindUsers = zPagedQuery.extend({
  sortProperty: z.enum(USER_ACCOUNT_SORT_PROPERTIES).default('lastName'),
  crmAccountId: zGuid.optional(),
  userGroupId: zGuid.optional(),
  title: z.string().trim().max(100).optional(),
});
export type TFindUsers = z.input<typeof ZFindUsers>;
export type TUserAccountPage = PagedResult<TUserAccountSummary>;

/** POST /api/useraccount/GetByEmails/{f1}/{f2}/{f3}: addresses, compared without case. */
export const ZEmailList = z.array(z.string().trim().toLowerCase().email()).max(1000);
export const ZUserAccountIds = z.array(zGuid).max(1000);

/** GetUserGroupAddedDates/{x}: when each of the asked people joined the group. */
export type TUserGroupAddedDate = { userAccountId: string; addedUTC: string };

/**
 * GetOrCreateBasicUserAccount (and its api-key variant): the person an event or an integrator
 * names by address; the address is kept in lower case.
 */
export const ZBasicUserAccount = z.object({
  email: zEmail.transform((email) => email.toLowerCase()),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type TBasicUserAccount = z.input<typeof ZBasicUserAccount>;
/** Its answer: the account found or created. */
export type TBasicUserAccountResult = { userAccountId: string; created: boolean };

/** Merge/{from}/{to}: how many rows of each owned kind moved to the kept account. */
export type TUserAccountMergeResult = {
  fromUserAccountId: string;
  toUserAccountId: string;
  moved: Record<string, number>;
};

export const zBatchStatus = z.nativeEnum(BatchStatus);

/** AddUserPairToBatch (query): one pair of a batch merge. */
export const ZUserPair = z.object({
  fromUaId: zGuid,
  fromEmail: z.string().trim().toLowerCase().email(),
  toUaId: zGuid,
  toEmail: z.string().trim().toLowerCase().email(),
  batchTrxId: zGuid,
});
export type TUserPair = z.input<typeof ZUserPair>;

export type TUserBatchMergeItem = z.output<typeof ZUserPair> & {
  id: string;
  status: BatchStatus;
  error: string | null;
  createdUTC: string;
  processedUTC: string | null;
};

/** The outcome of StartUserBatchMerge, UpdateAllUserBatchMergeStatus and PurgeUserBatchMerge. */
export type TUserBatchMergeSummary = {
  batchTrxId: string | null;
  pending: number;
  complete: number;
  cancelled: number;
  failed: number;
  items: TUserBatchMergeItem[];
};

/** GetAccountOwnerByUserAccountId/{id}?withImage: the person's trainer or account owner. */
export type TAccountOwnerInfo = {
  /** 'trainer' when a group trainer is found, else 'accountOwner' from the CRM account. */
  kind: 'trainer' | 'accountOwner';
  userAccountId: string | null;
  name: string | null;
  email: string | null;
  dataImageUrl: string | null;
  accountName: string | null;
};

/** Share codes (GetShareCode, GetByShareCode): a short code naming a person's shared page. */
export type TShareCode = { userAccountId: string; shareCode: string };

/** The metrics of a person (useraccountmetrics); `all` adds the per-group and per-account lists. */
export type TUserAccountMetrics = {
  userAccountId: string;
  generatedUTC: string;
  groupCount: number;
  crmAccountCount: number;
  awardCount: number;
  noteCount: number;
  pinnedNoteCount: number;
  inviteCodeUseCount: number;
  /** Counts other features add through the metrics registry (plans, profiles, events). */
  extra: Record<string, number>;
  groups?: TGroupMembership[];
  crmAccounts?: { id: string; accountName: string }[];
};

/** Query of GetByIdFresh(All): how old (minutes) stored metrics may be; default 10. */
export const ZMetricsAge = z.object({
  ageMin: z.coerce
    .number()
    .min(0)
    .max(60 * 24 * 30)
    .default(METRICS_FRESHNESS_MINUTES),
});
/** Query of generateMetrics: an optional report status filter passed to the providers. */
export const ZGenerateMetrics = z.object({ reportStatus: z.string().trim().max(50).optional() });

/** A resource group on the home page, opened at `resources/{code}`. */
export type THomeResourceGroup = { id: string; name: string; code: string; description: string };

/** The customer hub's home page data for the signed-in person. */
export type THomeData = {
  userAccountId: string;
  trainer: TAccountOwnerInfo | null;
  awards: TAward[];
  /** The active resource groups the person belongs to, prioritised ones first. */
  resourceGroups: THomeResourceGroup[];
  groupMembership: TGroupMembership[];
};

/**
 * What the admin dashboard follows month by month, each with a tile: people with a sign-in,
 * active 360 participants, Traction Plans, active checkups and events not archived.
 */
export const DASHBOARD_SERIES = [
  'activePeople',
  'profiles',
  'tractionPlans',
  'checkups',
  'events',
] as const;
export type DashboardSeries = (typeof DASHBOARD_SERIES)[number];

/** Admin dashboard: counts of one brand. */
export type TBrandCounts = Record<DashboardSeries, number> & {
  appName: string;
  crmAccounts: number;
  userGroups: number;
  userAccounts: number;
  groupMembers: number;
  notes: number;
  awards: number;
};

/**
 * Admin dashboard: how many of each series the caller's brand added in each of the last 12
 * calendar months (UTC), oldest first; `months` are `YYYY-MM`, each series has one figure a month.
 */
export type TDashboardTrends = {
  months: string[];
  series: Record<DashboardSeries, number[]>;
};

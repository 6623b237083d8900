import { z } from 'zod';
import { ACHIEVEMENT_TYPES, type FilterType } from '../domain/names';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zPagedQuery, type PagedResult } from './paging';

/**
 * CRM accounts (`/api/crmaccount/...`): the organisations of the portal (companies, districts,
 * campuses, partners), their parent/child trees and their awards.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZAddress = z.object({
  street: text(200),
  county: text(100),
  city: text(100),
  state: text(100),
  postalCode: text(20),
  country: text(100),
});
export type TAddress = z.output<typeof ZAddress>;

const percent = z.number().min(0).max(100).nullish().default(null);

export const ZDemographics = z.object({
  schoolType: text(100),
  classification: text(100),
  socioEconomic: text(100),
  academicPerformance: text(100),
  gradeLevel: text(100),
  africanAmerican: percent,
  caucasian: percent,
  hispanic: percent,
  other: percent,
});
export type TDemographics = z.output<typeof ZDemographics>;

/** An owner, co-owner or CE owner of an account: a name and an e-mail from the CRM. */
export const ZAccountOwner = z.object({
  name: text(200),
  email: zEmail.nullish().transform((value) => value ?? null),
});
export type TAccountOwner = z.output<typeof ZAccountOwner>;

export const zAchievementType = z.enum(ACHIEVEMENT_TYPES);

/** A school year, written yyyy-yyyy+1. */
export const zSchoolYear = z
  .string()
  .regex(/^\d{4}-\d{4}$/)
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, {
    message: 'The school year is written yyyy-yyyy+1.',
  });

/** An award (achievement) of an account; `schoolYear` is written yyyy-yyyy+1. */
export const ZAwardInput = z.object({
  id: zGuid.optional(),
  achievementType: zAchievementType,
  name: z.string().trim().min(1).max(200),
  description: text(2000),
  /** ISO date the award was given. */
  awardedDate: z.string().date(),
  schoolYear: zSchoolYear,
});
export type TAwardInput = z.input<typeof ZAwardInput>;

export type TAward = z.output<typeof ZAwardInput> & {
  id: string;
  /** Every award carries its account's id (spec). */
  crmAccountId: string;
  accountName: string;
  /** The certificate template of the award's type, when the brand has one. */
  certificateTemplateId: string | null;
};

/** POST /api/crmaccount/upsert: the stored fields of an account (counts and names are derived). */
export const ZCrmAccountSave = z.object({
  id: zGuid.optional(),
  accountName: z.string().trim().min(1).max(200),
  /** The CRM's own id of the account, unique in the brand. */
  accountId: text(100),
  /** The CRM id (`accountId`) of the parent account. */
  parentAccountId: text(100),
  legacyAccountId: text(100),
  legacyParentAccountId: text(100),
  successCenter: text(100),
  transformationTeam: text(100),
  accountImplementationStatus: text(100),
  phoneNumber: text(40),
  website: text(300),
  industry: text(100),
  numberOfEmployees: z.number().int().min(0).nullish().default(null),
  owner: ZAccountOwner.prefault({}),
  coOwner: ZAccountOwner.prefault({}),
  ceOwner: ZAccountOwner.prefault({}),
  shippingAddress: ZAddress.prefault({}),
  demographics: ZDemographics.prefault({}),
  lastAssessmentDescription: text(500),
  assessmentCount: z.number().int().min(0).default(0),
  assessmentsCompleted: z.number().int().min(0).default(0),
  territories: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  awards: z.array(ZAwardInput).max(200).default([]),
  /** Optimistic concurrency: the version the form was loaded at (new accounts: absent). */
  version: z.number().int().min(1).optional(),
});
export type TCrmAccountSave = z.input<typeof ZCrmAccountSave>;

/** What the caller may do to the account (the screens show only what is allowed). */
export type TCrmAccountAbilities = {
  edit: boolean;
  /** Set admins and trainers, merge, delete: employees with global data access. */
  manage: boolean;
};

/** A CRM account as every crmaccount call answers it. */
export type TCrmAccount = Omit<z.output<typeof ZCrmAccountSave>, 'awards' | 'version'> & {
  id: string;
  appName: string;
  version: number;
  /** The internal id of the parent account, when the parent is known in the brand. */
  parentId: string | null;
  parentAccountName: string | null;
  /** The hub form's owner fields. */
  ownerName: string | null;
  ownerEmail: string | null;
  ceOwnerName: string | null;
  ceOwnerEmail: string | null;
  trainerUserAccountIds: string[];
  adminUserAccountIds: string[];
  trainerNames: string[];
  adminNames: string[];
  /** People linked to the account, groups of the account, child accounts. */
  userCount: number;
  groupCount: number;
  childCount: number;
  inviteCode: string | null;
  awards: TAward[];
  abilities: TCrmAccountAbilities;
};

/** A row of the account lists (search, children, related): no awards or people lists. */
export type TCrmAccountRow = Pick<
  TCrmAccount,
  | 'id'
  | 'accountId'
  | 'accountName'
  | 'parentAccountId'
  | 'parentId'
  | 'parentAccountName'
  | 'industry'
  | 'successCenter'
  | 'transformationTeam'
  | 'accountImplementationStatus'
  | 'ownerName'
  | 'territories'
  | 'userCount'
  | 'groupCount'
  | 'childCount'
> & { city: string | null; state: string | null };

export const CRM_ACCOUNT_SORT_PROPERTIES = [
  'accountName',
  'accountId',
  'industry',
  'successCenter',
  'transformationTeam',
  'accountImplementationStatus',
  'state',
  'city',
  'createdUTC',
] as const;
export type CrmAccountSortProperty = (typeof CRM_ACCOUNT_SORT_PROPERTIES)[number];

/** A filter of a search screen: its query name, the spec's filter type and its choices. */
export type TSearchFilter = {
  name: string;
  type: FilterType;
  /** The fixed choices of a select filter; absent when the choices are looked up. */
  options?: readonly string[];
};

/** The filters of the account search (FindAccounts, CohortFindAccounts, the CSV export). */
export const CRM_ACCOUNT_FILTERS: readonly TSearchFilter[] = [
  { name: 'search', type: 'text' },
  { name: 'industry', type: 'text' },
  { name: 'successCenter', type: 'text' },
  { name: 'transformationTeam', type: 'text' },
  { name: 'accountImplementationStatus', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'territory', type: 'text' },
  { name: 'parentId', type: 'crm-account' },
  { name: 'userAccountId', type: 'user' },
  { name: 'topLevelOnly', type: 'toggle' },
  { name: 'hasAwards', type: 'checkbox' },
  { name: 'achievementTypes', type: 'multiselect', options: ACHIEVEMENT_TYPES },
];

const zQueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
const zQueryText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);
/** A list in a query: repeated names, a comma-separated text or JSON text (spec: objects as JSON). */
const zQueryList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((value) => {
      if (value === undefined) return [];
      if (Array.isArray(value)) return value;
      const trimmed = value.trim();
      if (trimmed.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(trimmed);
          return Array.isArray(parsed) ? parsed.map(String) : [];
        } catch {
          return [trimmed];
        }
      }
      return trimmed === '' ? [] : trimmed.split(',').map((part) => part.trim());
    })
    .pipe(z.array(item).max(50));

/** GET FindAccounts / CohortFindAccounts / ExportAccounts: paging, sorting and the filters. */
export const ZCrmAccountSearch = zPagedQuery.extend({
  sortProperty: z.enum(CRM_ACCOUNT_SORT_PROPERTIES).default('accountName'),
  industry: zQueryText,
  successCenter: zQueryText,
  transformationTeam: zQueryText,
  accountImplementationStatus: zQueryText,
  state: zQueryText,
  territory: zQueryText,
  parentId: zGuid.optional(),
  /** Accounts this person administers or trains. */
  userAccountId: zGuid.optional(),
  topLevelOnly: zQueryFlag.default(false),
  hasAwards: zQueryFlag.default(false),
  achievementTypes: zQueryList(zAchievementType),
});
export type TCrmAccountSearch = z.input<typeof ZCrmAccountSearch>;
export type TCrmAccountSearchQuery = z.output<typeof ZCrmAccountSearch>;

/** GET FindAccountsByName: the look-up of an account picker (name starts or contains). */
export const ZFindAccountsByName = z.object({
  name: z.string().trim().min(1).max(200),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export type TCrmAccountPage = PagedResult<TCrmAccountRow>;

/** POST SetAdminUsers/{id} and SetTrainerUsers/{id}: the whole list of user account ids. */
export const ZUserAccountIdList = z.array(zGuid).max(500);

/** A member of an account's cohort (getActiveAccountCohortMembers): who holds this year's claim. */
export type TCohortMember = {
  userAccountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  cohortClaim: string;
};

/** Merge/{from}/{to}/{flag}: what moves from one account to the other (flag false: preview). */
export type TCrmAccountMergePreview = {
  from: TCrmAccountRow;
  to: TCrmAccountRow;
  moves: {
    childAccounts: number;
    groups: number;
    userLinks: number;
    admins: number;
    trainers: number;
    awards: number;
    notes: number;
    inviteCodes: number;
  };
  /** True when the merge was carried out (flag true); the source account is then deleted. */
  merged: boolean;
};

/** getCrmAccountCertificateData / PrintData: one award's certificate. */
export type TCrmAccountCertificate = {
  crmAccountId: string;
  accountName: string;
  award: TAward;
  templateId: string;
  /** The template's HTML with its placeholders filled in (values HTML-escaped). */
  html: string;
};

/** GetSurveyLinkByUserAccountId/{accountId}/{userAccountId}: the person's survey address. */
export type TSurveyLink = { url: string };

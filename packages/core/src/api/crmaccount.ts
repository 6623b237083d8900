import { z } from 'zod';
import { COHORT_STAFF, ORGANISATION_STAFF, SECURITY_ADMIN } from '../access/roles';
import { anyOf, type AccessRule } from '../access/rules';
import {
  ZCrmAccountSave,
  ZCrmAccountSearch,
  ZFindAccountsByName,
  ZUserAccountIdList,
  type TCohortMember,
  type TCrmAccount,
  type TCrmAccountCertificate,
  type TCrmAccountMergePreview,
  type TCrmAccountRow,
  type TSurveyLink,
} from '../validation/crm-account';
import { zGuid } from '../validation/guid';
import { zPagedQuery, type PagedResult } from '../validation/paging';
import type { TBrandCounts, TDashboardTrends } from '../validation/user-account-admin';
import { endpoint, file, json } from './endpoint';
import { zAnyIdParams, zFlagParam, zIdParams } from './params';

const base = '/api/crmaccount';
/** Who reaches the account screens and calls (the rule of the route `accounts/admin`). */
const staff = ORGANISATION_STAFF;
const zPair = z.object({ a: zGuid, b: zGuid });
const page = json<PagedResult<TCrmAccountRow>>('PagedResult<TCrmAccountRow>');
const account = json<TCrmAccount>('TCrmAccount');

/** CohortFindAccounts: the rule of `accounts/cohortadmin`, and employees; with `cohorts` on. */
const cohort = anyOf(COHORT_STAFF, 'globalDataAccess');

// A failed search answers an empty result (error catalogue).
const search = (path: `/api/${string}`, access: AccessRule = staff) =>
  endpoint({
    method: 'GET',
    path,
    access,
    summary:
      'Accounts the caller may see, by name, type and place; a failure answers an empty page.',
    query: ZCrmAccountSearch,
    answer: page,
  });
const getOne = (path: `/api/${string}`) =>
  endpoint({
    method: 'GET',
    path,
    access: staff,
    summary: 'One account.',
    params: zIdParams,
    answer: account,
  });
const setPeople = (action: 'SetAdminUsers' | 'SetTrainerUsers', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${base}/${action}/:id`,
    access: staff,
    summary,
    params: zIdParams,
    body: ZUserAccountIdList,
    answer: account,
  });

/** CRM accounts: their trees, people, awards, merges and certificates. */
export const crmAccountApi = {
  ping: endpoint({
    method: 'GET',
    path: `${base}/ping`,
    access: staff,
    summary: 'The area answers.',
    answer: json<{ area: string; status: string }>('{ area, status }'),
  }),
  findAccounts: search(`${base}/FindAccounts`),
  search: search(`${base}/search`),
  getAll: search(`${base}/getall`),
  cohortFindAccounts: endpoint({
    ...search(`${base}/CohortFindAccounts`, cohort),
    feature: 'cohorts',
  }),
  findAccountsByName: endpoint({
    method: 'GET',
    path: `${base}/FindAccountsByName`,
    access: staff,
    summary: 'Accounts whose name starts with the text, for pickers.',
    query: ZFindAccountsByName,
    answer: json<TCrmAccountRow[]>('TCrmAccountRow[]'),
  }),
  exportAccounts: endpoint({
    method: 'GET',
    path: `${base}/ExportAccounts`,
    access: staff,
    feature: 'csvExport',
    summary: 'The accounts of a search as CSV.',
    query: ZCrmAccountSearch,
    answer: file,
  }),
  related: endpoint({
    method: 'GET',
    path: `${base}/GetRelated/:id/:flag`,
    access: staff,
    summary: 'Accounts related to one (its ancestors, or with {flag} its whole tree).',
    params: zIdParams.extend({ flag: zFlagParam }),
    query: zPagedQuery,
    answer: page,
  }),
  children: endpoint({
    method: 'GET',
    path: `${base}/GetChildren/:id`,
    access: staff,
    summary: 'A page of the accounts directly under one, by name.',
    params: zIdParams,
    query: zPagedQuery,
    answer: page,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/GetByIds`,
    access: staff,
    summary: 'The given accounts the caller may see.',
    body: z.array(zGuid).max(1000),
    answer: json<TCrmAccount[]>('TCrmAccount[]'),
  }),
  byAccountIds: endpoint({
    method: 'POST',
    path: `${base}/GetByAccountIds`,
    access: staff,
    summary: 'The accounts with the given CRM account ids that the caller may see.',
    body: z.array(z.string().trim().min(1).max(100)).max(1000),
    answer: json<TCrmAccount[]>('TCrmAccount[]'),
  }),
  byAccountId: endpoint({
    method: 'GET',
    path: `${base}/GetByAccountId/:id`,
    access: staff,
    summary: 'The account with a CRM account id.',
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    answer: account,
  }),
  getById: getOne(`${base}/getById/:id`),
  get: getOne(`${base}/:id`),
  upsert: endpoint({
    method: 'POST',
    path: `${base}/upsert`,
    access: staff,
    summary: 'Creates or changes an account.',
    body: ZCrmAccountSave,
    answer: account,
  }),
  activeCohortMembers: endpoint({
    method: 'GET',
    path: `${base}/getActiveAccountCohortMembers/:id`,
    access: staff,
    feature: 'cohorts',
    summary: "A page of the account's members of the current cohort.",
    params: zIdParams,
    query: zPagedQuery,
    answer: json<PagedResult<TCohortMember>>('PagedResult<TCohortMember>'),
  }),
  setAdminUsers: setPeople('SetAdminUsers', "Sets the account's admins."),
  setTrainerUsers: setPeople('SetTrainerUsers', "Sets the account's trainers."),
  testWebhook: endpoint({
    method: 'GET',
    path: `${base}/testCrmAccountWebhook/:a/:b`,
    access: ['developer', 'globalDataAccess'],
    summary: 'Sends the webhook event {b} of account {a} as a test.',
    params: z.object({ a: zGuid, b: z.string().trim().min(1).max(50) }),
    answer: json<{ deliveries: number }>('{ deliveries }'),
  }),
  addInviteCode: endpoint({
    method: 'GET',
    path: `${base}/AddInviteCode/:id`,
    access: staff,
    summary: 'A new invite code for the account.',
    params: zIdParams,
    answer: json<{ inviteCode: string }>('{ inviteCode }'),
  }),
  surveyLink: endpoint({
    method: 'GET',
    path: `${base}/GetSurveyLinkByUserAccountId/:a/:b`,
    access: staff,
    summary: 'The survey link of account {a} for person {b}.',
    params: zPair,
    answer: json<TSurveyLink>('TSurveyLink'),
  }),
  merge: endpoint({
    method: 'GET',
    path: `${base}/Merge/:a/:b/:flag`,
    access: staff,
    summary: 'Merges account {a} into {b}; with {flag} false it only tells what would move.',
    params: zPair.extend({ flag: zFlagParam }),
    answer: json<TCrmAccountMergePreview>('TCrmAccountMergePreview'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    access: staff,
    summary: 'Deletes an account; false when it cannot (the error catalogue).',
    params: zAnyIdParams,
    answer: json<boolean>('boolean'),
  }),
  syncTrainers: endpoint({
    method: 'GET',
    path: `${base}/SyncTrainersWithUserGroups`,
    access: staff,
    summary: "Makes the accounts' trainers trainers of their groups.",
    answer: json<{ added: number }>('{ added }'),
  }),
  certificateData: endpoint({
    method: 'GET',
    path: `${base}/getCrmAccountCertificateData/:a/:b`,
    feature: 'certificates',
    access: 'any',
    summary: 'The certificate of award {b} of account {a} (its people and staff).',
    params: zPair,
    answer: json<TCrmAccountCertificate>('TCrmAccountCertificate'),
  }),
  // The print view's data: anonymous, opened by a print key for this account (header).
  certificatePrintData: endpoint({
    method: 'GET',
    path: `${base}/getCrmAccountCertificatePrintData/:a/:b`,
    access: 'anonymous',
    summary: 'The certificate for the print view, opened by its print key (print-key header).',
    params: zPair,
    answer: json<TCrmAccountCertificate>('TCrmAccountCertificate'),
  }),
  certificatePdf: endpoint({
    method: 'GET',
    path: `${base}/GetCrmAccountCertificatePdf/:a/:b`,
    feature: ['certificates', 'pdfDownloads'],
    access: 'any',
    summary: 'The certificate as a PDF.',
    params: zPair,
    answer: file,
  }),
  dashboardCounts: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/GetCounts',
    access: anyOf(staff, SECURITY_ADMIN),
    summary: "The brand's counts of the admin dashboard.",
    answer: json<TBrandCounts[]>('TBrandCounts[]'),
  }),
  dashboardTrends: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/GetMonthlyTrends',
    access: anyOf(staff, SECURITY_ADMIN),
    summary: "What the caller's brand added in each of the last 12 months, per dashboard tile.",
    answer: json<TDashboardTrends>('TDashboardTrends'),
  }),
};

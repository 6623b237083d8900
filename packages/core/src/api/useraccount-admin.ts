import { z } from 'zod';
import { ALL_PEOPLE, ORGANISATION_STAFF, SECURITY_ADMIN } from '../access/roles';
import { anyOf } from '../access/rules';
import { BRAND_KEYS } from '../brands/types';
import { zEmail } from '../validation/email';
import { zGuid } from '../validation/guid';
import { zPhone } from '../validation/phone';
import {
  ZBasicUserAccount,
  ZUserPair,
  zBatchStatus,
  type TBasicUserAccountResult,
  type TUserAccountSummary,
  type TUserBatchMergeSummary,
} from '../validation/user-account-admin';
import { endpoint, json } from './endpoint';
import { zAnyIdParams, zIdParams } from './params';

const zBrand = z.enum(BRAND_KEYS);
// Deletes answer false when nothing was deleted, an id that is not a GUID included.
const deleted = json<boolean>('boolean');
const batch = json<TUserBatchMergeSummary>('TUserBatchMergeSummary');
const basic = json<TBasicUserAccountResult>('TBasicUserAccountResult');

/**
 * The useraccount calls of the security admins (deletes, synchronisation, batch merges), the
 * developers' tests, and the creation of basic accounts by staff and integrators.
 */
export const userAccountAdminApi = {
  getOtherByEmail: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetOtherByEmail/:a/:b',
    access: SECURITY_ADMIN,
    summary: 'The people with address {a} other than user account {b} (before a merge).',
    params: z.object({ a: zEmail, b: zGuid }),
    answer: json<TUserAccountSummary[]>('TUserAccountSummary[]'),
  }),
  deleteByUserId: endpoint({
    method: 'DELETE',
    path: '/api/useraccount/DeleteByUserId/:id',
    access: SECURITY_ADMIN,
    summary: "Deletes a person's user account of this brand, by their user id.",
    params: zAnyIdParams,
    answer: deleted,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/useraccount/:id',
    access: SECURITY_ADMIN,
    summary: 'Deletes a user account of this brand.',
    params: zAnyIdParams,
    answer: deleted,
  }),
  syncUserAccount: endpoint({
    method: 'GET',
    path: '/api/useraccount/SyncUserAccount/:id',
    access: SECURITY_ADMIN,
    summary:
      "Fills a user's account of this brand from their sign-in identity: empty names, the address.",
    params: zIdParams,
    answer: json<{ synced: number }>('{ synced: number }'),
  }),
  syncAllUserAccounts: endpoint({
    method: 'GET',
    path: '/api/useraccount/SyncAllUserAccounts/:x',
    access: SECURITY_ADMIN,
    summary:
      'Fills every account of brand {x} from its sign-in identity (SyncUserAccount for all).',
    params: z.object({ x: zBrand }),
    answer: json<{ synced: number }>('{ synced: number }'),
  }),
  startAssignAppNames: endpoint({
    method: 'GET',
    path: '/api/useraccount/startAssignAppNames/:a/:b',
    access: SECURITY_ADMIN,
    summary: 'Gives everyone with an account in brand {a} one in brand {b} (existing ones kept).',
    params: z.object({ a: zBrand, b: zBrand }),
    answer: json<{ created: number }>('{ created: number }'),
  }),
  startConvertInMemoryCampusLeaderClaims: endpoint({
    method: 'GET',
    path: '/api/useraccount/StartConvertInMemoryCampusLeaderClaims',
    access: SECURITY_ADMIN,
    feature: 'cohorts',
    summary: "Stores the cohortAccountAdmin claim on the leaders of the brand's cohort groups.",
    answer: json<{ granted: number }>('{ granted: number }'),
  }),
  clearCrmAccounts: endpoint({
    method: 'GET',
    path: '/api/useraccount/ClearCrmAccounts/:id',
    access: ALL_PEOPLE,
    summary: "Removes a person's links to their CRM accounts.",
    params: zIdParams,
    answer: json<{ removed: number }>('{ removed: number }'),
  }),
  sendCohortBasicInvite: endpoint({
    method: 'GET',
    path: '/api/useraccount/SendCohortBasicInvite/:id',
    access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN),
    feature: 'cohorts',
    summary: "E-mails a cohort member the invitation to the portal (the outbox message's id).",
    params: zIdParams,
    answer: json<{ messageId: string }>('{ messageId: string }'),
  }),
  testAuditLog: endpoint({
    method: 'GET',
    path: '/api/useraccount/TestAuditLog',
    access: 'developer',
    summary: 'Writes a test row to the audit log.',
    answer: json<{ recorded: true }>('{ recorded: true }'),
  }),
  setTestSmsToUserAccount: endpoint({
    method: 'GET',
    path: '/api/useraccount/SetTestSMStoUa/:x',
    access: 'developer',
    summary: "Makes {x} the preferred phone of the caller's own account, to test texted codes.",
    params: z.object({ x: zPhone }),
    answer: json<boolean>('boolean'),
  }),
  startUserBatchMerge: endpoint({
    method: 'GET',
    path: '/api/useraccount/StartUserBatchMerge',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: "Merges the brand's pending pairs, each on its own (complete, or failed with why).",
    answer: batch,
  }),
  startUserBatchMergeOf: endpoint({
    method: 'GET',
    path: '/api/useraccount/StartUserBatchMerge/:x',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: 'Merges the pending pairs of batch {x}.',
    params: z.object({ x: zGuid }),
    answer: batch,
  }),
  updateAllUserBatchMergeStatus: endpoint({
    method: 'GET',
    path: '/api/useraccount/UpdateAllUserBatchMergeStatus/:a/:b',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: 'Sets every pair of batch {a} that may change to status {b}.',
    params: z.object({ a: zGuid, b: zBatchStatus }),
    answer: batch,
  }),
  addUserPairToBatch: endpoint({
    method: 'GET',
    path: '/api/useraccount/AddUserPairToBatch',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: 'Adds a pair (from is merged into to) to a batch merge.',
    query: ZUserPair,
    answer: batch,
  }),
  purgeUserBatchMerge: endpoint({
    method: 'GET',
    path: '/api/useraccount/PurgeUserBatchMerge',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: "Removes the brand's finished batch merge pairs (complete, cancelled, failed).",
    answer: batch,
  }),
  getOrCreateBasicUserAccount: endpoint({
    method: 'POST',
    path: '/api/useraccount/GetOrCreateBasicUserAccount',
    access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN),
    summary:
      "The brand's person with this address, or a new basic account (no sign-in yet) for them.",
    body: ZBasicUserAccount,
    answer: basic,
  }),
  publicGetOrCreateBasicUserAccount: endpoint({
    method: 'POST',
    path: '/api/useraccount/publicGetOrCreateBasicUserAccount',
    access: 'apiKey',
    summary: "GetOrCreateBasicUserAccount for an integrator (the brand's api-key).",
    body: ZBasicUserAccount,
    answer: basic,
  }),
};

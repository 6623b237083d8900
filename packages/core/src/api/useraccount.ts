import { z } from 'zod';
import { ORGANISATION_STAFF, SECURITY_ADMIN } from '../access/roles';
import { anyOf } from '../access/rules';
import { zGuid } from '../validation/guid';
import {
  ZAccountLanguage,
  ZSetTitles,
  ZUserAccountPicture,
  ZUserAccountSave,
  zShareCodeParams,
  type TAccountLanguage,
  type TUserAccount,
} from '../validation/user-account';
import { zEmail } from '../validation/email';
import {
  ZEmailList,
  ZFindUsers,
  ZUserAccountIds,
  type TAccountOwnerInfo,
  type THomeData,
  type TShareCode,
  type TUserAccountMergeResult,
  type TUserAccountPage,
  type TUserAccountSummary,
  type TUserGroupAddedDate,
} from '../validation/user-account-admin';
import { endpoint, json } from './endpoint';
import { zFlagParam, zIdParams } from './params';

/** `none`, or note ids joined by commas (at most 100). */
const zNoteIds = z
  .string()
  .transform((text) => (text === 'none' ? [] : text.split(',').map((id) => id.trim())))
  .pipe(z.array(zGuid).max(100));

const account = json<TUserAccount>('TUserAccount');
const summary = json<TUserAccountSummary>('TUserAccountSummary');
const summaries = json<TUserAccountSummary[]>('TUserAccountSummary[]');
const yesNo = json<boolean>('boolean');

/** f1: include e-mails and phone numbers; f2: include the picture's address; f3: the CRM accounts. */
const zTwoFlags = z.object({ f1: zFlagParam, f2: zFlagParam });
const zThreeFlags = zTwoFlags.extend({ f3: zFlagParam });

/** The two user accounts of a merge: {a} merged into {b}. */
const zMergePair = z.object({ a: zGuid, b: zGuid });
const mergeResult = json<TUserAccountMergeResult>('TUserAccountMergeResult');

/**
 * The useraccount calls of the account page, the look-ups, share codes, the merge and the home
 * data; the security admins' and integrators' calls are in `useraccount-admin.ts`.
 */
export const userAccountApi = {
  // f1: include e-mails and phone numbers; f2: include the picture's address.
  getByUserId: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetByUserId/:userId/:appName/:f1/:f2',
    access: 'any',
    summary: "A person's account in this brand ({appName} must be the brand of the call).",
    params: z.object({
      userId: zGuid,
      appName: z.string().trim().toLowerCase(),
      f1: zFlagParam,
      f2: zFlagParam,
    }),
    answer: account,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/useraccount/save',
    access: 'any',
    summary:
      "Saves the caller's account (or one they administer), refused when its version is stale.",
    body: ZUserAccountSave,
    answer: account,
  }),
  getLanguage: endpoint({
    method: 'GET',
    path: '/api/useraccount/language',
    access: 'any',
    summary: "The caller's chosen language in this brand; null until they choose one.",
    answer: json<TAccountLanguage>('TAccountLanguage'),
  }),
  setLanguage: endpoint({
    method: 'POST',
    path: '/api/useraccount/language',
    access: 'any',
    summary:
      "Keeps the caller's chosen language on their account: it follows them to other browsers and chooses the language of what is sent to them.",
    body: ZAccountLanguage,
    answer: json<TAccountLanguage>('TAccountLanguage'),
  }),
  setTitles: endpoint({
    method: 'POST',
    path: '/api/useraccount/SetTitles/:id',
    access: 'any',
    summary: "Sets an account's titles.",
    params: zIdParams,
    body: ZSetTitles,
    answer: account,
  }),
  updatePicture: endpoint({
    method: 'POST',
    path: '/api/useraccount/UpdatePicture/:id',
    access: 'any',
    feature: 'profileImages',
    summary: "Replaces an account's picture (a data URL; the server types it by its bytes).",
    params: zIdParams,
    body: ZUserAccountPicture,
    answer: account,
  }),
  findUsers: endpoint({
    method: 'GET',
    path: '/api/useraccount/FindUsers',
    access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN),
    summary: 'People the caller may see, by name or e-mail, for pickers.',
    query: ZFindUsers,
    answer: json<TUserAccountPage>('TUserAccountPage'),
  }),
  updatePinnedNotes: endpoint({
    method: 'GET',
    path: '/api/useraccount/UpdatePinnedNotes/:a/:b',
    access: 'any',
    summary: "Replaces the notes a person keeps pinned (their own only): {b} is ids or 'none'.",
    params: z.object({ a: zGuid, b: zNoteIds }),
    answer: json<string[]>('string[]'),
  }),
  merge: endpoint({
    method: 'GET',
    path: '/api/useraccount/Merge/:a/:b',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary:
      "Merges user account {a} into {b} (one person's two accounts): {b} keeps everything, {a} goes.",
    params: zMergePair,
    answer: mergeResult,
  }),
  // An addition: the counts Merge would move, for the screen that asks before merging.
  mergePreview: endpoint({
    method: 'GET',
    path: '/api/useraccount/MergePreview/:a/:b',
    access: SECURITY_ADMIN,
    feature: 'userMerge',
    summary: 'What Merge/{a}/{b} would move, without changing anything.',
    params: zMergePair,
    answer: mergeResult,
  }),
  getByShareCode: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetByShareCode/:code',
    access: 'any',
    feature: 'shareCodes',
    summary: 'The names and picture of the person a share code names (no contacts).',
    params: zShareCodeParams,
    answer: json<Pick<TUserAccountSummary, 'id' | 'firstName' | 'lastName' | 'dataImageUrl'>>(
      "Pick<TUserAccountSummary, 'id' | 'firstName' | 'lastName' | 'dataImageUrl'>",
    ),
  }),
  homeData: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetHomeData',
    access: 'any',
    summary: "The caller's trainer or account owner, their accounts' awards and their groups.",
    answer: json<THomeData>('THomeData'),
  }),
  getByUserAccountId: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetByUserAccountId/:id/:f1/:f2/:f3',
    access: 'any',
    summary: 'A person the caller may see, as a summary (404 otherwise).',
    params: zIdParams.extend(zThreeFlags.shape),
    answer: summary,
  }),
  getByEmail: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetByEmail/:email/:f1/:f2/:f3',
    access: 'any',
    summary: 'The person the caller may see with this address (any case), or null.',
    params: zThreeFlags.extend({ email: zEmail }),
    answer: json<TUserAccountSummary | null>('TUserAccountSummary | null'),
  }),
  getByUserAccountIds: endpoint({
    method: 'POST',
    path: '/api/useraccount/GetByUserAccountIds/:f1/:f2',
    access: 'any',
    summary: 'The people of these ids the caller may see (the others are left out).',
    params: zTwoFlags,
    body: ZUserAccountIds,
    answer: summaries,
  }),
  getByEmails: endpoint({
    method: 'POST',
    path: '/api/useraccount/GetByEmails/:f1/:f2/:f3',
    access: 'any',
    summary: 'The people of these addresses the caller may see (the others are left out).',
    params: zThreeFlags,
    body: ZEmailList,
    answer: summaries,
  }),
  getUserGroupAddedDates: endpoint({
    method: 'POST',
    path: '/api/useraccount/GetUserGroupAddedDates/:x',
    access: 'any',
    summary: 'When each of these people joined group {x} (a group the caller may see).',
    params: z.object({ x: zGuid }),
    body: ZUserAccountIds,
    answer: json<TUserGroupAddedDate[]>('TUserGroupAddedDate[]'),
  }),
  getDirectReportSuggestions: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetDirectReportSuggestions/:id',
    access: 'any',
    summary: 'Members of the groups this person leads (visible people, at most 50).',
    params: zIdParams,
    answer: summaries,
  }),
  getSupervisorSuggestions: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetSupervisorSuggestions/:id',
    access: 'any',
    summary: "The leaders and trainers of this person's groups (visible people, at most 50).",
    params: zIdParams,
    answer: summaries,
  }),
  getAccountOwner: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetAccountOwnerByUserAccountId/:id',
    access: 'any',
    summary: "A person's trainer, or else their CRM account's owner (null when neither).",
    params: zIdParams,
    query: z.object({ withImage: zFlagParam.default(false) }),
    answer: json<TAccountOwnerInfo | null>('TAccountOwnerInfo | null'),
  }),
  getReportIdsByGroupId: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetReportIdsByGroupId/:id',
    access: 'any',
    summary: "The 360 report ids of a group's members (a group the caller may see).",
    params: zIdParams,
    answer: json<string[]>('string[]'),
  }),
  setProfileIntroduced: endpoint({
    method: 'PUT',
    path: '/api/useraccount/SetProfileIntroduced/:id',
    access: 'any',
    summary: 'Records that a person saw the 360 introduction (own account or security admin).',
    params: zIdParams,
    answer: yesNo,
  }),
  isUserInfoRefreshRequired: endpoint({
    method: 'GET',
    path: '/api/useraccount/IsUserInfoRefreshRequired',
    access: 'any',
    summary: "Whether the caller's account lacks the names or address of their sign-in identity.",
    answer: yesNo,
  }),
  getShareCode: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetShareCode/:id',
    access: 'any',
    feature: 'shareCodes',
    summary: "A person's share code (made on first ask).",
    params: zIdParams,
    answer: json<TShareCode>('TShareCode'),
  }),
  getUserAccountIdByShareCode: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetUserAccountIdByShareCode/:code',
    access: 'any',
    feature: 'shareCodes',
    summary: 'The user account a share code of this brand names.',
    params: zShareCodeParams,
    answer: json<Pick<TShareCode, 'userAccountId'>>("Pick<TShareCode, 'userAccountId'>"),
  }),
  generateShareCode: endpoint({
    method: 'GET',
    path: '/api/useraccount/GenerateShareCode',
    access: 'any',
    feature: 'shareCodes',
    summary: 'A fresh share code, not yet given to anyone.',
    answer: json<Pick<TShareCode, 'shareCode'>>("Pick<TShareCode, 'shareCode'>"),
  }),
};

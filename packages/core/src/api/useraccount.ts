import { z } from 'zod';
import { ORGANISATION_STAFF, SECURITY_ADMIN } from '../access/roles';
import { anyOf } from '../access/rules';
import { zGuid } from '../validation/guid';
import {
  ZSetTitles,
  ZUserAccountPicture,
  ZUserAccountSave,
  zShareCodeParams,
  type TUserAccount,
} from '../validation/user-account';
import {
  ZFindUsers,
  type THomeData,
  type TUserAccountMergeResult,
  type TUserAccountPage,
  type TUserAccountSummary,
} from '../validation/user-account-admin';
import { endpoint, json } from './endpoint';
import { zFlagParam, zIdParams } from './params';

/** `none`, or note ids joined by commas (at most 100). */
const zNoteIds = z
  .string()
  .transform((text) => (text === 'none' ? [] : text.split(',').map((id) => id.trim())))
  .pipe(z.array(zGuid).max(100));

const account = json<TUserAccount>('TUserAccount');

/** The two user accounts of a merge: {a} merged into {b}. */
const zMergePair = z.object({ a: zGuid, b: zGuid });
const mergeResult = json<TUserAccountMergeResult>('TUserAccountMergeResult');

/** The useraccount calls converted so far (the rest of the area is registered by hand). */
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
    summary: 'What Merge/{a}/{b} would move, without changing anything.',
    params: zMergePair,
    answer: mergeResult,
  }),
  getByShareCode: endpoint({
    method: 'GET',
    path: '/api/useraccount/GetByShareCode/:code',
    access: 'any',
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
};

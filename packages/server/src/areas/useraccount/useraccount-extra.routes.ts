import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ALL_PEOPLE,
  BRAND_KEYS,
  ORGANISATION_STAFF,
  SECURITY_ADMIN,
  ZEmailList,
  ZUserAccountIds,
  ZUserPair,
  anyOf,
  isValidGuid,
  userAccountApi,
  zShareCodeParams,
  zBatchStatus,
  zEmail,
  zGuid,
  zPhone,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { serve } from '../../http/serve';
import { linkOrigin } from '../../shared/request-context';
import { actorContext } from '../../shared/request-context';
import {
  assignBrandAccounts,
  clearCrmAccounts,
  convertCampusLeaderClaims,
  deleteUserAccount,
  deleteUserAccountOfUser,
  getOrCreateBasic,
  isUserInfoRefreshRequired,
  setProfileIntroduced,
  setTestSmsPhone,
  syncUserAccounts,
  testAuditLog,
} from './useraccount-admin.service';
import {
  accountOwner,
  freshShareCode,
  getShareCode,
  homeData,
  idByShareCode,
  summaryByShareCode,
} from './useraccount-hub.service';
import { reportIdsByGroup, sendCohortBasicInvite } from './useraccount-invite.service';
import {
  findUsers,
  groupAddedDates,
  suggestions,
  summariesByEmails,
  summariesByIds,
  summaryById,
} from './useraccount-lookup.service';
import {
  addUserPair,
  mergeUserAccounts,
  previewUserAccountMerge,
  purgeBatchMerges,
  runBatchMerge,
  updateBatchStatus,
} from './useraccount-merge.service';

const zFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((flag) => flag === 'true' || flag === '1');
const zId = z.object({ id: zGuid });
const zFlags3 = z.object({ f1: zFlag, f2: zFlag, f3: zFlag });
const detailOf = (f: { f1: boolean; f2: boolean; f3?: boolean }) => ({
  emails: f.f1,
  picture: f.f2,
  crmAccounts: f.f3 ?? true,
});
const zBasic = z.object({
  email: zEmail.transform((email) => email.toLowerCase()),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
/** `none`, or note ids separated by commas. */
/** The useraccount calls beyond the account page (see docs/decisions.md). */
export function registerUserAccountExtraRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const any = { config: { access: 'any' } } as const;
  const security = { config: { access: 'securityAdmin' } } as const;
  const developer = { config: { access: 'developer' } } as const;
  const staff = { config: { access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN) } } as const;
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const base = '/api/useraccount';

  app.get(`${base}/GetByUserAccountId/:id/:f1/:f2/:f3`, any, async (request) => {
    const { id, ...flags } = parseInput(zId.extend(zFlags3.shape), request.params);
    return summaryById(await ctx(request), id, detailOf(flags));
  });
  app.get(`${base}/GetByEmail/:email/:f1/:f2/:f3`, any, async (request) => {
    const { email, ...flags } = parseInput(zFlags3.extend({ email: zEmail }), request.params);
    const [found] = await summariesByEmails(
      await ctx(request),
      [email.toLowerCase()],
      detailOf(flags),
    );
    return found ?? null;
  });
  app.get(`${base}/GetOtherByEmail/:a/:b`, security, async (request) => {
    const { a, b } = parseInput(z.object({ a: zEmail, b: zGuid }), request.params);
    return summariesByEmails(
      await ctx(request),
      [a.toLowerCase()],
      detailOf({ f1: true, f2: true }),
      b,
    );
  });
  app.post(`${base}/GetByUserAccountIds/:f1/:f2`, any, async (request) => {
    const flags = parseInput(z.object({ f1: zFlag, f2: zFlag }), request.params);
    return summariesByIds(
      await ctx(request),
      parseInput(ZUserAccountIds, request.body),
      detailOf(flags),
    );
  });
  app.post(`${base}/GetByEmails/:f1/:f2/:f3`, any, async (request) => {
    const flags = parseInput(zFlags3, request.params);
    return summariesByEmails(
      await ctx(request),
      parseInput(ZEmailList, request.body),
      detailOf(flags),
    );
  });
  app.post(`${base}/GetUserGroupAddedDates/:x`, any, async (request) => {
    const { x } = parseInput(z.object({ x: zGuid }), request.params);
    return groupAddedDates(await ctx(request), x, parseInput(ZUserAccountIds, request.body));
  });
  serve(app, userAccountApi.findUsers, async ({ query }, request) =>
    findUsers(await ctx(request), query),
  );
  serve(app, userAccountApi.homeData, async (_input, request) => homeData(await ctx(request)));

  // Deletes answer false when nothing was deleted (error catalogue).
  app.delete<{ Params: { id: string } }>(`${base}/DeleteByUserId/:id`, security, async (request) =>
    isValidGuid(request.params.id)
      ? deleteUserAccountOfUser(await ctx(request), request.params.id)
      : false,
  );
  app.delete<{ Params: { id: string } }>(`${base}/:id`, security, async (request) =>
    isValidGuid(request.params.id)
      ? deleteUserAccount(await ctx(request), request.params.id)
      : false,
  );
  app.get(`${base}/SyncUserAccount/:id`, security, async (request) =>
    syncUserAccounts(await ctx(request), { userId: parseInput(zId, request.params).id }),
  );
  app.get(`${base}/SyncAllUserAccounts/:x`, security, async (request) => {
    const { x } = parseInput(z.object({ x: z.enum(BRAND_KEYS) }), request.params);
    return syncUserAccounts(await ctx(request), { brand: x });
  });
  app.get(`${base}/startAssignAppNames/:a/:b`, security, async (request) => {
    const { a, b } = parseInput(
      z.object({ a: z.enum(BRAND_KEYS), b: z.enum(BRAND_KEYS) }),
      request.params,
    );
    return assignBrandAccounts(await ctx(request), a, b);
  });
  app.put(`${base}/SetProfileIntroduced/:id`, any, async (request) =>
    setProfileIntroduced(await ctx(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/IsUserInfoRefreshRequired`, any, async (request) =>
    isUserInfoRefreshRequired(await ctx(request)),
  );
  serve(app, userAccountApi.merge, async ({ params }, request) =>
    mergeUserAccounts(await ctx(request), params.a, params.b),
  );
  serve(app, userAccountApi.mergePreview, async ({ params }, request) =>
    previewUserAccountMerge(await ctx(request), params.a, params.b),
  );
  app.get(`${base}/GetAccountOwnerByUserAccountId/:id`, any, async (request) => {
    const { id } = parseInput(zId, request.params);
    const { withImage } = parseInput(z.object({ withImage: zFlag.default(false) }), request.query);
    return accountOwner(await ctx(request), id, withImage);
  });
  app.get(`${base}/StartConvertInMemoryCampusLeaderClaims`, security, async (request) =>
    convertCampusLeaderClaims(await ctx(request)),
  );
  app.get(`${base}/GetReportIdsByGroupId/:id`, any, async (request) =>
    reportIdsByGroup(await ctx(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/ClearCrmAccounts/:id`, { config: { access: ALL_PEOPLE } }, async (request) =>
    clearCrmAccounts(await ctx(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/SendCohortBasicInvite/:id`, staff, async (request) => {
    const { id } = parseInput(zId, request.params);
    return sendCohortBasicInvite(await ctx(request), id, linkOrigin(request, app.portal.config));
  });
  app.get(`${base}/TestAuditLog`, developer, async (request) => testAuditLog(await ctx(request)));
  app.get(`${base}/GetShareCode/:id`, any, async (request) =>
    getShareCode(await ctx(request), parseInput(zId, request.params).id),
  );
  serve(app, userAccountApi.getByShareCode, async ({ params }, request) =>
    summaryByShareCode(await ctx(request), params.code),
  );
  app.get(`${base}/GetUserAccountIdByShareCode/:code`, any, async (request) =>
    idByShareCode(await ctx(request), parseInput(zShareCodeParams, request.params).code),
  );
  app.get(`${base}/GenerateShareCode`, any, async () => freshShareCode());
  app.get(`${base}/SetTestSMStoUa/:x`, developer, async (request) =>
    setTestSmsPhone(await ctx(request), parseInput(z.object({ x: zPhone }), request.params).x),
  );
  for (const path of [`${base}/StartUserBatchMerge`, `${base}/StartUserBatchMerge/:x`]) {
    app.get<{ Params: { x?: string } }>(path, security, async (request) => {
      const { x } = parseInput(z.object({ x: zGuid.optional() }), request.params);
      return runBatchMerge(await ctx(request), x ?? null);
    });
  }
  app.get(`${base}/UpdateAllUserBatchMergeStatus/:a/:b`, security, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zBatchStatus }), request.params);
    return updateBatchStatus(await ctx(request), a, b);
  });
  app.get(`${base}/AddUserPairToBatch`, security, async (request) =>
    addUserPair(await ctx(request), parseInput(ZUserPair, request.query)),
  );
  app.get(`${base}/PurgeUserBatchMerge`, security, async (request) =>
    purgeBatchMerges(await ctx(request)),
  );
  for (const [action, kind] of [
    ['GetDirectReportSuggestions', 'directReport'],
    ['GetSupervisorSuggestions', 'supervisor'],
  ] as const) {
    app.get(`${base}/${action}/:id`, any, async (request) =>
      suggestions(await ctx(request), parseInput(zId, request.params).id, kind),
    );
  }
  app.post(`${base}/GetOrCreateBasicUserAccount`, staff, async (request) => {
    const context = await ctx(request);
    return getOrCreateBasic(context, parseInput(zBasic, request.body));
  });
  app.post(
    `${base}/publicGetOrCreateBasicUserAccount`,
    { config: { access: 'apiKey' } },
    async (request) =>
      getOrCreateBasic(
        { db, brand: request.brand, now: new Date() },
        parseInput(zBasic, request.body),
      ),
  );
}

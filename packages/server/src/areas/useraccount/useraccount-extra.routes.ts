import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  GROUP_INVITE_LINKS,
  isFeatureEnabled,
  isGateOpen,
  isValidGuid,
  userAccountAdminApi,
  userAccountApi,
  type FeatureName,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext, linkOrigin } from '../../shared/request-context';
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

/** What the summary look-ups include: f1 the contacts, f2 the picture, f3 the CRM accounts. */
const detailOf = (f: { f1: boolean; f2: boolean; f3?: boolean }) => ({
  emails: f.f1,
  picture: f.f2,
  crmAccounts: f.f3 ?? true,
});

/** The look-ups, share codes, suggestions and home data (see docs/decisions.md). */
function registerLookupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const api = userAccountApi;
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  serve(app, api.getByUserAccountId, async ({ params: { id, ...flags } }, request) =>
    summaryById(await ctx(request), id, detailOf(flags)),
  );
  serve(app, api.getByEmail, async ({ params: { email, ...flags } }, request) => {
    const [found] = await summariesByEmails(
      await ctx(request),
      [email.toLowerCase()],
      detailOf(flags),
    );
    return found ?? null;
  });
  serve(app, api.getByUserAccountIds, async ({ params, body }, request) =>
    summariesByIds(await ctx(request), body, detailOf(params)),
  );
  serve(app, api.getByEmails, async ({ params, body }, request) =>
    summariesByEmails(await ctx(request), body, detailOf(params)),
  );
  serve(app, api.getUserGroupAddedDates, async ({ params, body }, request) =>
    groupAddedDates(await ctx(request), params.x, body),
  );
  serve(app, api.findUsers, async ({ query }, request) => findUsers(await ctx(request), query));
  serve(app, api.homeData, async (_input, request) => {
    const { features } = (await app.portal.webConfig.get(request.brand)).config;
    const on = (name: FeatureName) => isFeatureEnabled(features, name);
    return homeData(await ctx(request), { trainerInfo: on('trainerInfo'), teams: on('teams') });
  });
  serve(app, api.getDirectReportSuggestions, async ({ params }, request) =>
    suggestions(await ctx(request), params.id, 'directReport'),
  );
  serve(app, api.getSupervisorSuggestions, async ({ params }, request) =>
    suggestions(await ctx(request), params.id, 'supervisor'),
  );
  serve(app, api.getAccountOwner, async ({ params, query }, request) =>
    accountOwner(await ctx(request), params.id, query.withImage),
  );
  serve(app, api.getReportIdsByGroupId, async ({ params }, request) =>
    reportIdsByGroup(await ctx(request), params.id),
  );
  serve(app, api.setProfileIntroduced, async ({ params }, request) =>
    setProfileIntroduced(await ctx(request), params.id),
  );
  serve(app, api.isUserInfoRefreshRequired, async (_input, request) =>
    isUserInfoRefreshRequired(await ctx(request)),
  );
  serve(app, api.getShareCode, async ({ params }, request) =>
    getShareCode(await ctx(request), params.id),
  );
  serve(app, api.getByShareCode, async ({ params }, request) =>
    summaryByShareCode(await ctx(request), params.code),
  );
  serve(app, api.getUserAccountIdByShareCode, async ({ params }, request) =>
    idByShareCode(await ctx(request), params.code),
  );
  serve(app, api.generateShareCode, async () => freshShareCode());
}

/** The merges, one pair at a time or by batch (security admins). */
function registerMergeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const admin = userAccountAdminApi;
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  serve(app, userAccountApi.merge, async ({ params }, request) =>
    mergeUserAccounts(await ctx(request), params.a, params.b),
  );
  serve(app, userAccountApi.mergePreview, async ({ params }, request) =>
    previewUserAccountMerge(await ctx(request), params.a, params.b),
  );
  serve(app, admin.getOtherByEmail, async ({ params }, request) =>
    summariesByEmails(
      await ctx(request),
      [params.a.toLowerCase()],
      detailOf({ f1: true, f2: true }),
      params.b,
    ),
  );
  serve(app, admin.startUserBatchMerge, async (_input, request) =>
    runBatchMerge(await ctx(request), null),
  );
  serve(app, admin.startUserBatchMergeOf, async ({ params }, request) =>
    runBatchMerge(await ctx(request), params.x),
  );
  serve(app, admin.updateAllUserBatchMergeStatus, async ({ params }, request) =>
    updateBatchStatus(await ctx(request), params.a, params.b),
  );
  serve(app, admin.addUserPairToBatch, async ({ query }, request) =>
    addUserPair(await ctx(request), query),
  );
  serve(app, admin.purgeUserBatchMerge, async (_input, request) =>
    purgeBatchMerges(await ctx(request)),
  );
}

/** The security admins' and developers' maintenance, and basic accounts for staff and integrators. */
function registerAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const admin = userAccountAdminApi;
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  // Deletes answer false when nothing was deleted, an id that is not a GUID included (error
  // catalogue).
  serve(app, admin.deleteByUserId, async ({ params }, request) =>
    isValidGuid(params.id) ? deleteUserAccountOfUser(await ctx(request), params.id) : false,
  );
  serve(app, admin.delete, async ({ params }, request) =>
    isValidGuid(params.id) ? deleteUserAccount(await ctx(request), params.id) : false,
  );
  serve(app, admin.syncUserAccount, async ({ params }, request) =>
    syncUserAccounts(await ctx(request), { userId: params.id }),
  );
  serve(app, admin.syncAllUserAccounts, async ({ params }, request) =>
    syncUserAccounts(await ctx(request), { brand: params.x }),
  );
  serve(app, admin.startAssignAppNames, async ({ params }, request) =>
    assignBrandAccounts(await ctx(request), params.a, params.b),
  );
  serve(app, admin.startConvertInMemoryCampusLeaderClaims, async (_input, request) =>
    convertCampusLeaderClaims(await ctx(request)),
  );
  serve(app, admin.clearCrmAccounts, async ({ params }, request) =>
    clearCrmAccounts(await ctx(request), params.id),
  );
  serve(app, admin.sendCohortBasicInvite, async ({ params }, request) => {
    const { features } = (await app.portal.webConfig.get(request.brand)).config;
    return sendCohortBasicInvite(await ctx(request), params.id, {
      origin: linkOrigin(request, app.portal.config),
      inviteLinks: isGateOpen(features, GROUP_INVITE_LINKS),
    });
  });
  serve(app, admin.testAuditLog, async (_input, request) => testAuditLog(await ctx(request)));
  serve(app, admin.setTestSmsToUserAccount, async ({ params }, request) =>
    setTestSmsPhone(await ctx(request), params.x),
  );
  serve(app, admin.getOrCreateBasicUserAccount, async ({ body }, request) =>
    getOrCreateBasic(await ctx(request), body),
  );
  // The api-key variant acts for no one: the key authorizes it for its brand.
  serve(app, admin.publicGetOrCreateBasicUserAccount, async ({ body }, request) =>
    getOrCreateBasic({ db, brand: request.brand, now: new Date() }, body),
  );
}

/** The useraccount calls beyond the account page (see docs/decisions.md). */
export function registerUserAccountExtraRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerLookupRoutes(app, db);
  registerMergeRoutes(app, db);
  registerAdminRoutes(app, db);
}

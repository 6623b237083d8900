import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ALL_PEOPLE,
  ORGANISATION_STAFF,
  PICTURE_MAX_BYTES,
  ZGroupMemberChange,
  ZSyncGroupInfo,
  ZUserAccountPicture,
  ZUserGroupDetailQuery,
  ZUserGroupSave,
  ZUserGroupSearch,
  emptyPagedResult,
  isValidGuid,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput, sendError } from '../../http/errors';
import { callContext } from '../crmaccount/account-context';
import { decodeBase64 } from '../useraccount/useraccount.service';
import { cohortMemberIds, syncCohortClaims } from './cohort-claims';
import {
  changeMembers,
  detailView,
  findGroups,
  getGroup,
  getGroups,
  groupInviteCode,
  membership,
  removeGroup,
  saveGroup,
  teamDashboard,
  tieInviteCodeToGroup,
  updateGroupPicture,
} from './usergroup.service';
import { findGroupPicture } from './usergroup-write.store';

const zId = z.object({ id: zGuid });
const zIds = z.array(zGuid).max(1000);
const zFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((flag) => flag === 'true' || flag === '1');
const PICTURE_BODY_LIMIT = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 4096;

/** Group pictures, outside /api like user account pictures (an <img> sends no token). */
function registerGroupPictureRoute(app: FastifyInstance, db: Kysely<Database>): void {
  const zParams = z.object({ id: zGuid, hash: z.string().regex(/^[0-9a-f]{32}$/) });
  app.get('/pictures/usergroup/:id/:hash', async (request, reply) => {
    const params = zParams.safeParse(request.params);
    const picture = params.success ? await findGroupPicture(db, params.data.id) : undefined;
    if (!params.success || !picture?.hash.startsWith(params.data.hash)) {
      return sendError(request, reply, 404, 'No picture is served at this address.');
    }
    return reply
      .header('content-type', picture.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(picture.data));
  });
}

/**
 * usergroup area. Reads are open to any signed-in person (members read their own groups); the
 * object checks of core's group predicates decide what each person sees or changes.
 */
export function registerUserGroupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: 'any' } } as const;
  const staff = { config: { access: ORGANISATION_STAFF } } as const;
  // Cohort claim maintenance: employees with global data access and security admins.
  const maintainers = { config: { access: ALL_PEOPLE } } as const;
  const ctx = (request: FastifyRequest) => callContext(db, request);
  const base = '/api/usergroup';

  app.get(`${base}/ping`, signedIn, async () => ({ area: 'usergroup', status: 'ok' }));

  app.get(`${base}/search`, signedIn, async (request) => {
    const query = parseInput(ZUserGroupSearch, request.query);
    try {
      return await findGroups(await ctx(request), query);
    } catch (error) {
      request.log.error({ err: error }, 'group search failed');
      return emptyPagedResult();
    }
  });
  app.get(`${base}/getall`, signedIn, async (request) =>
    findGroups(await ctx(request), parseInput(ZUserGroupSearch, request.query)),
  );
  app.post(`${base}/GetByAccountIds`, signedIn, async (request) => {
    const accountIds = parseInput(zIds, request.body);
    if (accountIds.length === 0) return emptyPagedResult();
    return findGroups(await ctx(request), parseInput(ZUserGroupSearch, request.query), accountIds);
  });
  app.post(`${base}/GetByIds`, signedIn, async (request) =>
    getGroups(await ctx(request), parseInput(zIds, request.body)),
  );
  app.get(`${base}/GetDetailView`, signedIn, async (request) =>
    detailView(await ctx(request), parseInput(ZUserGroupDetailQuery, request.query)),
  );
  app.get(`${base}/GetTeamDashboard`, signedIn, async (request) =>
    teamDashboard(await ctx(request), parseInput(ZUserGroupDetailQuery, request.query)),
  );
  app.get(`${base}/GetMembership/:id`, signedIn, async (request) =>
    membership(await ctx(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/:id`, signedIn, async (request) =>
    getGroup(await ctx(request), parseInput(zId, request.params).id),
  );

  app.post(`${base}/upsert`, staff, async (request) =>
    saveGroup(await ctx(request), parseInput(ZUserGroupSave, request.body)),
  );
  app.get(`${base}/GenerateInviteCode/:id/:flag`, staff, async (request) => {
    const { id, flag } = parseInput(zId.extend({ flag: zFlag }), request.params);
    return groupInviteCode(await ctx(request), id, flag);
  });
  for (const [action, kind] of [
    ['AddMember', 'add'],
    ['RemoveMember', 'remove'],
  ] as const) {
    app.post(`${base}/${action}/:id`, staff, async (request) => {
      const { id } = parseInput(zId, request.params);
      return changeMembers(
        await ctx(request),
        id,
        parseInput(ZGroupMemberChange, request.body),
        kind,
      );
    });
  }
  app.get(`${base}/UpdateInviteCodeGroup/:a/:b`, staff, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zGuid }), request.params);
    return tieInviteCodeToGroup(await ctx(request), a, b);
  });

  // A failed delete answers false (error catalogue).
  for (const path of [`${base}/DeleteUserGroup/:id`, `${base}/:id`]) {
    app.delete<{ Params: { id: string } }>(path, staff, async (request) => {
      if (!isValidGuid(request.params.id)) return false;
      return removeGroup(await ctx(request), request.params.id);
    });
  }

  app.post(
    `${base}/UpdatePicture/:id`,
    { ...staff, bodyLimit: PICTURE_BODY_LIMIT },
    async (request) => {
      const { id } = parseInput(zId, request.params);
      const bytes = decodeBase64(parseInput(ZUserAccountPicture, request.body).data);
      if (!bytes) throw new HttpError(400, 'The picture is not valid base64.');
      return updateGroupPicture(await ctx(request), id, bytes);
    },
  );

  app.post(`${base}/syncUserAccountGroupInfo`, maintainers, async (request) => {
    const { userAccountIds } = parseInput(ZSyncGroupInfo, request.body);
    const context = await ctx(request);
    const ids =
      userAccountIds.length > 0 ? userAccountIds : await cohortMemberIds(db, context.brand);
    return { synced: await syncCohortClaims(db, ids, context.now) };
  });
  app.get(`${base}/ConvertInMemoryCohortClaims`, maintainers, async (request) => {
    const context = await ctx(request);
    const ids = await cohortMemberIds(db, context.brand);
    return { synced: await syncCohortClaims(db, ids, context.now) };
  });

  registerGroupPictureRoute(app, db);
}

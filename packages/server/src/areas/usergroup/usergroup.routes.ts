import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  PICTURE_MAX_BYTES,
  emptyPagedResult,
  isValidGuid,
  userGroupApi,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, sendError } from '../../http/errors';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { decodeBase64 } from '../../shared/pictures';
import { syncCohortClaims } from './cohort-claims';
import { listCohortMemberIds } from './cohort-claims.store';
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

const PICTURE_BODY_LIMIT = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 4096;

/** Group pictures, outside /api like user account pictures (an <img> sends no token). */
function registerGroupPictureRoute(app: FastifyInstance, db: Kysely<Database>): void {
  const zParams = z.object({ id: zGuid, hash: z.string().regex(/^[0-9a-f]{32}$/) });
  app.get('/pictures/usergroup/:id/:hash', async (request, reply) => {
    const params = zParams.safeParse(request.params);
    const picture = params.success ? await findGroupPicture(db, params.data.id) : undefined;
    if (!params.success || !picture?.hash.startsWith(params.data.hash)) {
      return sendError(request, reply, 404, 'errors.common.pictureNotServed');
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
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = userGroupApi;

  serve(app, api.ping, async () => ({ area: 'usergroup', status: 'ok' }));

  serve(app, api.search, async ({ query }, request) => {
    try {
      return await findGroups(await ctx(request), query);
    } catch (error) {
      request.log.error({ err: error }, 'group search failed');
      return emptyPagedResult();
    }
  });
  serve(app, api.getAll, async ({ query }, request) => findGroups(await ctx(request), query));
  serve(app, api.byAccountIds, async ({ query, body }, request) => {
    if (body.length === 0) return emptyPagedResult();
    return findGroups(await ctx(request), query, body);
  });
  serve(app, api.byIds, async ({ body }, request) => getGroups(await ctx(request), body));
  serve(app, api.detailView, async ({ query }, request) => detailView(await ctx(request), query));
  serve(app, api.teamDashboard, async ({ query }, request) =>
    teamDashboard(await ctx(request), query),
  );
  serve(app, api.membership, async ({ params }, request) =>
    membership(await ctx(request), params.id),
  );
  serve(app, api.get, async ({ params }, request) => getGroup(await ctx(request), params.id));

  serve(app, api.save, async ({ body }, request) => saveGroup(await ctx(request), body));
  serve(app, api.inviteCode, async ({ params }, request) =>
    groupInviteCode(await ctx(request), params.id, params.flag),
  );
  serve(app, api.addMember, async ({ params, body }, request) =>
    changeMembers(await ctx(request), params.id, body, 'add'),
  );
  serve(app, api.removeMember, async ({ params, body }, request) =>
    changeMembers(await ctx(request), params.id, body, 'remove'),
  );
  serve(app, api.tieInviteCode, async ({ params }, request) =>
    tieInviteCodeToGroup(await ctx(request), params.a, params.b),
  );

  // A failed delete answers false (error catalogue).
  for (const removal of [api.deleteUserGroup, api.remove]) {
    serve(app, removal, async ({ params }, request) => {
      if (!isValidGuid(params.id)) return false;
      return removeGroup(await ctx(request), params.id);
    });
  }

  serve(
    app,
    api.updatePicture,
    async ({ params, body }, request) => {
      const bytes = decodeBase64(body.data);
      if (!bytes) throw new HttpError(400, 'errors.common.pictureNotBase64');
      return updateGroupPicture(await ctx(request), params.id, bytes);
    },
    { bodyLimit: PICTURE_BODY_LIMIT },
  );

  serve(app, api.syncGroupInfo, async ({ body }, request) => {
    const context = await ctx(request);
    const ids =
      body.userAccountIds.length > 0
        ? body.userAccountIds
        : await listCohortMemberIds(db, context.brand);
    return { synced: await syncCohortClaims(db, ids, context.now) };
  });
  serve(app, api.convertCohortClaims, async (_input, request) => {
    const context = await ctx(request);
    const ids = await listCohortMemberIds(db, context.brand);
    return { synced: await syncCohortClaims(db, ids, context.now) };
  });

  registerGroupPictureRoute(app, db);
}

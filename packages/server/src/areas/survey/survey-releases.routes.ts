import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyReleasesApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { findReleasePeople } from './survey-releases-people.service';
import { closeRelease, findReleases, getRelease, saveRelease } from './survey-releases.service';
import {
  deleteReleaseGroup,
  deleteShortUrl,
  findNonRegisteredGroups,
  findReleaseGroups,
  findShortUrls,
  getReleaseDefaults,
  saveNonRegisteredGroup,
  saveReleaseDefaults,
  saveReleaseGroup,
  saveShortUrl,
} from './survey-releases-settings.service';

/** Survey releases and what survey admins keep beside them (rule and flags: core's contract). */
export function registerSurveyReleasesRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  serve(app, api.getReleases, async ({ query }, r) => findReleases(await ctx(r), query));
  serve(app, api.getRelease, async ({ params }, r) => getRelease(await ctx(r), params.id));
  serve(app, api.saveRelease, async ({ body }, r) => saveRelease(await ctx(r), body));
  serve(app, api.findReleasePeople, async ({ query }, r) =>
    findReleasePeople(await ctx(r), query.search),
  );
  serve(app, api.closeRelease, async ({ params }, r) => closeRelease(await ctx(r), params.id));

  serve(app, api.getReleaseGroups, async (_input, r) => findReleaseGroups(await ctx(r)));
  serve(app, api.saveReleaseGroup, async ({ body }, r) => saveReleaseGroup(await ctx(r), body));
  serve(app, api.deleteReleaseGroup, async ({ params }, r) =>
    deleteReleaseGroup(await ctx(r), params.id),
  );

  serve(app, api.getReleaseDefaults, async (_input, r) => getReleaseDefaults(await ctx(r)));
  serve(app, api.saveReleaseDefaults, async ({ body }, r) =>
    saveReleaseDefaults(await ctx(r), body),
  );

  serve(app, api.getShortUrls, async ({ query }, r) =>
    findShortUrls(await ctx(r), query.releaseId),
  );
  serve(app, api.saveShortUrl, async ({ body }, r) => saveShortUrl(await ctx(r), body));
  serve(app, api.deleteShortUrl, async ({ params }, r) =>
    deleteShortUrl(await ctx(r), params.code),
  );

  serve(app, api.getNonRegisteredGroups, async (_input, r) =>
    findNonRegisteredGroups(await ctx(r)),
  );
  serve(app, api.saveNonRegisteredGroup, async ({ body }, r) =>
    saveNonRegisteredGroup(await ctx(r), body),
  );
}

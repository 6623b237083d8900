import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { surveyDefinitionApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import {
  copyDefinition,
  findDefinitions,
  getDefinition,
  getDefinitionVersion,
  saveDefinition,
  setDefinitionArchived,
} from './survey-definitions.service';

/** The definition calls of survey/admin (the rule and feature are declared in core). */
export function registerSurveyDefinitionRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  serve(app, api.list, async ({ query }, request) => findDefinitions(await ctx(request), query));
  serve(app, api.get, async ({ params }, request) => getDefinition(await ctx(request), params.id));
  serve(app, api.version, async ({ params }, request) =>
    getDefinitionVersion(await ctx(request), params.id, params.version),
  );
  serve(app, api.save, async ({ body }, request) => saveDefinition(await ctx(request), body));
  serve(app, api.archive, async ({ params }, request) =>
    setDefinitionArchived(await ctx(request), params.id, true),
  );
  serve(app, api.restore, async ({ params }, request) =>
    setDefinitionArchived(await ctx(request), params.id, false),
  );
  serve(app, api.copy, async ({ params }, request) =>
    copyDefinition(await ctx(request), params.id),
  );
}

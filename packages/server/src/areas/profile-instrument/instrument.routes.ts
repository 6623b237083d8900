import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { profileInstrumentApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { requestContext } from '../../shared/request-context';
import {
  configById,
  configs,
  copyConfig,
  definitionById,
  definitions,
  formatById,
  formats,
  saveConfig,
  saveDefinition,
  saveFormat,
} from './instrument.service';

/**
 * The instrument: profile definitions (the profile builder, behind the profileBuilder feature),
 * report formats (profile/reportformats, security admins) and profile configurations
 * (profileconfig/admin, event admins). Reading them is open to any signed-in user: the
 * instrument's texts are what every describer sees.
 */
export function registerInstrumentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = (request: FastifyRequest) => requestContext(request, db);
  const api = profileInstrumentApi;

  serve(app, api.definitions, async (_input, r) => definitions(contextOf(r)));
  serve(app, api.definition, async ({ params }, r) => definitionById(contextOf(r), params.id));
  serve(app, api.builderDefinition, async ({ params }, r) =>
    definitionById(contextOf(r), params.id),
  );
  serve(app, api.createDefinition, async ({ body }, r) => saveDefinition(contextOf(r), body));
  serve(app, api.saveDefinition, async ({ params, body }, r) =>
    saveDefinition(contextOf(r), body, params.id),
  );

  serve(app, api.formats, async (_input, r) => formats(contextOf(r)));
  serve(app, api.format, async ({ params }, r) => formatById(contextOf(r), params.id));
  serve(app, api.createFormat, async ({ body }, r) => saveFormat(contextOf(r), body));
  serve(app, api.saveFormat, async ({ params, body }, r) =>
    saveFormat(contextOf(r), body, params.id),
  );

  serve(app, api.configs, async (_input, r) => configs(contextOf(r)));
  serve(app, api.config, async ({ params }, r) => configById(contextOf(r), params.id));
  serve(app, api.createConfig, async ({ body }, r) => saveConfig(contextOf(r), body));
  serve(app, api.saveConfig, async ({ params, body }, r) =>
    saveConfig(contextOf(r), body, params.id),
  );
  serve(app, api.copyConfig, async ({ params }, r) => copyConfig(contextOf(r), params.id));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { feedbackFormatApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import {
  defaultFormat,
  deleteFormatVersion,
  formatByVersion,
  formatVersions,
  saveFeedbackFormat,
  setDefaultFormat,
} from './feedbackformat.service';
import { requestContext } from '../../shared/request-context';

/**
 * Checkup feedback formats (`feedback/formats`). Their texts are what every partner reads, so
 * any signed-in person may read them; security admins (the admin screen's rule) change them.
 */
export function registerFeedbackFormatRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest) => requestContext(request, db);
  const api = feedbackFormatApi;

  serve(app, api.byVersion, async ({ params }, r) =>
    formatByVersion(context(r), params.name, params.version),
  );
  serve(app, api.defaultVersion, async ({ params }, r) => defaultFormat(context(r), params.name));
  serve(app, api.versions, async ({ params }, r) => formatVersions(context(r), params.name));
  serve(app, api.save, async ({ body }, r) => saveFeedbackFormat(context(r), body));
  serve(app, api.setDefault, async ({ body }, r) => setDefaultFormat(context(r), body));
  serve(app, api.remove, async ({ params }, r) => deleteFormatVersion(context(r), params));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  zFeedbackFormatInput,
  zFeedbackFormatName,
  zFeedbackFormatVersionRef,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import {
  defaultFormat,
  deleteFormatVersion,
  formatByVersion,
  formatVersions,
  saveFeedbackFormat,
  setDefaultFormat,
} from './feedbackformat.service';
import { requestContext } from '../../shared/request-context';

const zName = z.object({ name: zFeedbackFormatName });
const zVersionParams = z.object({
  name: zFeedbackFormatName,
  version: z.coerce.number().int().min(1).max(100_000),
});

/**
 * Checkup feedback formats (`feedback/formats`). Their texts are what every partner reads, so
 * any signed-in person may read them; security admins (the admin screen's rule) change them.
 */
export function registerFeedbackFormatRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest) => requestContext(request, db);
  const readers = { config: { access: ANY } } as const;
  const admins = { config: { access: 'securityAdmin' } } as const;

  app.get('/api/feedbackformat/GetByVersion/:name/:version', readers, async (request) => {
    const { name, version } = parseInput(zVersionParams, request.params);
    return formatByVersion(context(request), name, version);
  });
  app.get('/api/feedbackformat/getDefaultVersion/:name', readers, async (request) =>
    defaultFormat(context(request), parseInput(zName, request.params).name),
  );
  app.get('/api/feedbackformat/GetAllByName/:name', readers, async (request) =>
    formatVersions(context(request), parseInput(zName, request.params).name),
  );
  app.post('/api/feedbackformat/save', admins, async (request) =>
    saveFeedbackFormat(context(request), parseInput(zFeedbackFormatInput, request.body ?? {})),
  );
  app.post('/api/feedbackformat/SetAsDefault', admins, async (request) =>
    setDefaultFormat(context(request), parseInput(zFeedbackFormatVersionRef, request.body ?? {})),
  );
  app.delete('/api/feedbackformat/DeleteByNameVersion/:name/:version', admins, async (request) =>
    deleteFormatVersion(context(request), parseInput(zVersionParams, request.params)),
  );
}

import type { FastifyInstance } from 'fastify';
import { MAINTAINERS, ZHubSendRequest, type HubSendResult } from '@portal/core';
import { parseInput } from '../../http/errors';
import type { Hub } from '../../realtime/hub';

/**
 * hub area: a developer or security admin pushes an event to one user of their brand or to
 * everyone signed in to it. Other brands are out of reach: the target is always narrowed to
 * the caller's brand.
 */
export function registerHubRoutes(app: FastifyInstance, hub: Hub): void {
  app.post(
    '/api/hub/Send',
    { config: { access: MAINTAINERS } },
    async (request): Promise<HubSendResult> => {
      const { userId, event } = parseInput(ZHubSendRequest, request.body);
      const brand = request.brand;
      request.log.info(
        { event: event.name, brand, userId, by: request.session?.userId },
        'hub: event pushed',
      );
      const to = userId ? { userId, brand } : { brand };
      return { deliveredHere: await hub.send({ to, event }) };
    },
  );
}

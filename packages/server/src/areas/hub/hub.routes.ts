import type { FastifyInstance } from 'fastify';
import { hubApi } from '@portal/core';
import { serve } from '../../http/serve';
import type { Hub } from '../../realtime/hub';

/**
 * hub area: a developer or security admin pushes an event to one user of their brand or to
 * everyone signed in to it. Other brands are out of reach: the target is always narrowed to
 * the caller's brand.
 */
export function registerHubRoutes(app: FastifyInstance, hub: Hub): void {
  serve(app, hubApi.send, async ({ body: { userId, event } }, request) => {
    const brand = request.brand;
    request.log.info(
      { event: event.name, brand, userId, by: request.session?.userId },
      'hub: event pushed',
    );
    const to = userId ? { userId, brand } : { brand };
    return { deliveredHere: await hub.send({ to, event }) };
  });
}

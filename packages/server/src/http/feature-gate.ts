import type { FastifyRequest } from 'fastify';
import { isGateOpen, type FeatureGate } from '@portal/core';
import { NOT_AUTHORIZED } from './api-guard';
import { HttpError } from './errors';

/**
 * Refuses a call as the API guard refuses a closed feature, where a flag closes only a part of
 * an open call (an optional value of it, such as a search's group or a registration's code).
 */
export async function requireGate(request: FastifyRequest, gate: FeatureGate): Promise<void> {
  const { features } = (await request.server.portal.webConfig.get(request.brand)).config;
  if (!isGateOpen(features, gate)) throw new HttpError(403, NOT_AUTHORIZED);
}

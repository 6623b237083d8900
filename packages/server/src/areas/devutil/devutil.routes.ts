import type { FastifyInstance } from 'fastify';
import { devUtilApi } from '@portal/core';
import { serve } from '../../http/serve';
import { devStatus } from './devutil.service';

/** devutil area: the developer tools' status of this instance (developers and security admins). */
export function registerDevUtilRoutes(app: FastifyInstance): void {
  serve(app, devUtilApi.status, () => devStatus(app));
}

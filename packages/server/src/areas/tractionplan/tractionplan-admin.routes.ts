import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAINTAINERS, PLAN_CALLERS, zAddConstraintSet } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import {
  addConstraintSet,
  createSetFromConstraints,
  latestConstraintSet,
  referenceConstraints,
  refreshSeed,
  updateSeedData,
} from './constraint-set.service';
import { convertAllPlansToVersion2, expireLocks, setAppNameAll } from './plan-maintenance.service';
import { requestContext } from '../../shared/request-context';

/** The tractionplan calls on reference data and maintenance (docs/decisions.md). */
export function registerTractionPlanAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest) => requestContext(request, db);
  const callers = { config: { access: PLAN_CALLERS } } as const;
  const maintainers = { config: { access: MAINTAINERS } } as const;
  /** Maintenance leaves a trace in the audit log: who ran what, and what it changed. */
  const audited = async <T>(request: FastifyRequest, action: string, result: T): Promise<T> => {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.tractionPlanMaintenance,
      appName: request.brand,
      actorUserId: request.session?.userId ?? null,
      subjectUserId: null,
      ip: request.ip,
      details: { call: action, result: typeof result === 'number' ? result : 'done' },
    });
    return result;
  };

  app.get('/api/tractionplan/ReferenceData/GetConstraints', callers, async (request) =>
    referenceConstraints(context(request)),
  );
  app.get('/api/tractionplan/GetLatestConstraintSet', callers, async (request) =>
    latestConstraintSet(context(request)),
  );
  app.post('/api/tractionplan/ReferenceData/AddConstraintSet', maintainers, async (request) => {
    const input = parseInput(zAddConstraintSet, request.body);
    return audited(request, 'addConstraintSet', await addConstraintSet(context(request), input));
  });
  app.get(
    '/api/tractionplan/ReferenceData/RefreshConstraintSeedData',
    maintainers,
    async (request) =>
      audited(request, 'refreshConstraintSeedData', await refreshSeed(context(request))),
  );
  app.get('/api/tractionplan/UpdateConstraintSeedData/:x', maintainers, async (request) => {
    const { x } = parseInput(z.object({ x: z.string().max(20) }), request.params);
    return audited(request, 'updateConstraintSeedData', await updateSeedData(context(request), x));
  });
  app.get('/api/tractionplan/CreateConstraintSetFromConstraints', maintainers, async (request) =>
    audited(request, 'createConstraintSet', await createSetFromConstraints(context(request))),
  );

  app.get('/api/tractionplan/SetAppNameAll', maintainers, async (request) => ({
    updated: await audited(request, 'setAppNameAll', await setAppNameAll(db)),
  }));
  app.get('/api/tractionplan/ConvertAllPlansToVersion2Async', maintainers, async (request) => ({
    converted: await audited(
      request,
      'convertAllPlansToVersion2',
      await convertAllPlansToVersion2(db),
    ),
  }));
  app.get('/api/tractionplan/ExpireTractionPlanLocks/:x', maintainers, async (request) => {
    const params = z.object({ x: z.enum(['true', 'false', 'all', 'expired']) });
    const { x } = parseInput(params, request.params);
    const all = x === 'true' || x === 'all';
    return {
      cleared: await audited(request, 'expireLocks', await expireLocks(db, new Date(), all)),
    };
  });
}

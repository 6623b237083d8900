import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
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
  const api = tractionPlanApi;
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

  serve(app, api.referenceConstraints, async (_input, request) =>
    referenceConstraints(context(request)),
  );
  serve(app, api.latestConstraintSet, async (_input, request) =>
    latestConstraintSet(context(request)),
  );
  serve(app, api.addConstraintSet, async ({ body }, request) =>
    audited(request, 'addConstraintSet', await addConstraintSet(context(request), body)),
  );
  serve(app, api.refreshConstraintSeedData, async (_input, request) =>
    audited(request, 'refreshConstraintSeedData', await refreshSeed(context(request))),
  );
  serve(app, api.updateConstraintSeedData, async ({ params }, request) =>
    audited(request, 'updateConstraintSeedData', await updateSeedData(context(request), params.x)),
  );
  serve(app, api.createConstraintSetFromConstraints, async (_input, request) =>
    audited(request, 'createConstraintSet', await createSetFromConstraints(context(request))),
  );

  serve(app, api.setAppNameAll, async (_input, request) => ({
    updated: await audited(request, 'setAppNameAll', await setAppNameAll(db)),
  }));
  serve(app, api.convertAllPlansToVersion2, async (_input, request) => ({
    converted: await audited(
      request,
      'convertAllPlansToVersion2',
      await convertAllPlansToVersion2(db),
    ),
  }));
  serve(app, api.expireLocks, async ({ params: { x } }, request) => {
    const all = x === 'true' || x === 'all';
    return {
      cleared: await audited(request, 'expireLocks', await expireLocks(db, new Date(), all)),
    };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { requirePrintKey } from '../../documents/print-key';
import { sendPrintDocument } from '../../documents/send-print-document';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { catalogIn } from '../../shared/catalogs';
import { actorContext } from '../../shared/request-context';
import {
  findDefinitions,
  saveDefinition,
  setDefinitionArchived,
} from './assessment-definitions.service';
import { growthReport, growthSummary } from './assessment-growth.service';
import {
  answerAssessment,
  findAssessments,
  getAssessment,
  startAssessment,
} from './assessments.service';

/** The print views of growth assessments, each opened by a print key for one assessment. */
const PRINT = {
  summary: { scope: 'growthAssessmentSummary', view: 'growthAssessmentSummary' },
  report: { scope: 'growthAssessmentReport', view: 'growthAssessmentReport' },
} as const;

/** assessment area: definitions, assessments of accounts, growth summaries and reports. */
export function registerAssessmentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  serve(app, api.definitions, async ({ query }, request) =>
    findDefinitions(await ctx(request), query.archived),
  );
  serve(app, api.startable, async (_input, request) => findDefinitions(await ctx(request), false));
  serve(app, api.saveDefinition, async ({ body }, request) =>
    saveDefinition(await ctx(request), body),
  );
  serve(app, api.archiveDefinition, async ({ params }, request) =>
    setDefinitionArchived(await ctx(request), params.id, true),
  );
  serve(app, api.restoreDefinition, async ({ params }, request) =>
    setDefinitionArchived(await ctx(request), params.id, false),
  );
  serve(app, api.list, async ({ query }, request) => findAssessments(await ctx(request), query));
  serve(app, api.start, async ({ body }, request) => startAssessment(await ctx(request), body));
  serve(app, api.get, async ({ params }, request) => getAssessment(await ctx(request), params.id));
  serve(app, api.save, async ({ params, body }, request) => {
    const context = await ctx(request);
    await answerAssessment(context, params.id, body, false);
    return { savedAt: context.now.toISOString() };
  });
  serve(app, api.complete, async ({ params, body }, request) =>
    answerAssessment(await ctx(request), params.id, body, true),
  );

  serve(app, api.growthSummary, async ({ params }, request) => {
    const context = await ctx(request);
    await getAssessment(context, params.id);
    return growthSummary(context, params.id);
  });
  serve(app, api.growthReport, async ({ params }, request) => {
    const context = await ctx(request);
    await getAssessment(context, params.id);
    return growthReport(context, params.id);
  });

  // The print views' data: anonymous, opened by a print key for the assessment (header).
  serve(app, api.growthSummaryPrintData, async ({ params }, request) => {
    requirePrintKey(request, PRINT.summary.scope, params.id);
    return growthSummary({ db, brand: request.brand }, params.id);
  });
  serve(app, api.growthReportPrintData, async ({ params }, request) => {
    requirePrintKey(request, PRINT.report.scope, params.id);
    return growthReport({ db, brand: request.brand }, params.id);
  });

  /** A growth PDF of an assessment the caller may read (404 otherwise, 409 without growth). */
  const sendGrowthPdf = async (
    which: keyof typeof PRINT,
    id: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    await getAssessment(await ctx(request), id);
    const { accountName, definitionName } = await growthSummary({ db, brand: request.brand }, id);
    const title = catalogIn(requestLanguage(request)).assessments.print[which];
    return sendPrintDocument(request, reply, {
      scope: PRINT[which].scope,
      subjectId: id,
      path: (key) => `/print/${PRINT[which].view}/${key}/${id}`,
      baseFileName: `${accountName} ${definitionName} ${title}`,
    });
  };
  serve(app, api.growthSummaryPdf, ({ params }, request, reply) =>
    sendGrowthPdf('summary', params.id, request, reply),
  );
  serve(app, api.growthReportPdf, ({ params }, request, reply) =>
    sendGrowthPdf('report', params.id, request, reply),
  );
}

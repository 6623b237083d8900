import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PRINT_KEY_TTL_SECONDS,
  cleanFileName,
  getBrand,
  isSecurityAdmin,
  tractionPlanPrintPath,
  tractionPlanPrintPreviewPrefix,
  type BrandKey,
  type PdfBatch,
  type TractionPlan,
  type TractionPlanPrintKey,
} from '@portal/core';
import { issuePrintKey, renderPdf, renderScreenshotsZip } from '../../documents/documents';
import {
  PRINT_KEY_PLACEHOLDER,
  pdfBatchZip,
  startPdfBatch,
} from '../../documents/pdf-batch.service';
import { ANY_PRINT_SUBJECT, requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES } from '../../documents/send-file';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import type { RequestContext, SignedInContext } from '../../shared/request-context';
import { storedContent } from './plan-content';
import { planDocx, planDocxLabels } from './plan-docx';
import { presentPlan } from './plan-present';
import { readablePlan } from './tractionplan.service';
import { findPlanById, type PlanRow } from './tractionplan.store';
import { PLAN_NOT_FOUND } from './plan-access';

/** The scope of plan print keys: a key opens one plan's print view. */
export const PLAN_PRINT_SCOPE = 'tractionplan';

export type PlanFile = { fileName: string; contentType: string; body: Buffer };

/** `<Plan name> - First Last`, cleaned for a download name. */
function baseFileName(row: PlanRow, brand: BrandKey): string {
  const plan = storedContent(row.format_version, row.plan);
  const planName = getBrand(brand).wording.plan;
  return cleanFileName(`${planName} - ${plan.firstName} ${plan.lastName}`);
}

function printKeyOf(app: FastifyInstance, ctx: RequestContext, planId: string) {
  const printKey = issuePrintKey(app, {
    brand: ctx.brand,
    scope: PLAN_PRINT_SCOPE,
    subjectId: planId,
  });
  return {
    printKey,
    path: tractionPlanPrintPath(printKey, planId),
    expiresUTC: new Date(ctx.now.getTime() + PRINT_KEY_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * GetPrintApiKey?tractionPlanId=: a short-lived key to the print view of a plan one may read;
 * without a plan id, for security admins, a key to every plan (the print preview page).
 */
export async function planPrintKey(
  app: FastifyInstance,
  ctx: SignedInContext,
  planId: string | undefined,
): Promise<TractionPlanPrintKey> {
  if (planId) {
    await readablePlan(ctx, planId);
    return printKeyOf(app, ctx, planId);
  }
  if (!isSecurityAdmin(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
  const key = printKeyOf(app, ctx, ANY_PRINT_SUBJECT);
  return { ...key, path: tractionPlanPrintPreviewPrefix(key.printKey) };
}

/** GetPrintData/{id}: the plan for its print view, opened by the print key alone (read-only). */
export async function planPrintData(
  request: FastifyRequest,
  ctx: RequestContext,
  planId: string,
): Promise<TractionPlan> {
  requirePrintKey(request, PLAN_PRINT_SCOPE, planId);
  const row = await findPlanById(ctx.db, ctx.brand, planId);
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return presentPlan(ctx.db, row, {
    relation: null,
    caller: null,
    editBlockedBy: null,
    now: ctx.now,
  });
}

/** getpdf/{id}: the print view as a PDF, or (png) a zip of one image per page. */
export async function planPdf(
  app: FastifyInstance,
  ctx: SignedInContext,
  planId: string,
  png: boolean,
): Promise<PlanFile> {
  const { row } = await readablePlan(ctx, planId);
  const { path } = printKeyOf(app, ctx, planId);
  const name = baseFileName(row, ctx.brand);
  if (png) {
    const body = await renderScreenshotsZip(app, {
      brand: ctx.brand,
      locale: ctx.language,
      path,
      baseFileName: name,
    });
    return { fileName: `${name}.zip`, contentType: CONTENT_TYPES.zip, body };
  }
  const body = await renderPdf(app, { brand: ctx.brand, locale: ctx.language, path });
  return { fileName: `${name}.pdf`, contentType: CONTENT_TYPES.pdf, body };
}

/** getdocx/{id}: the plan as a Word document. */
export async function planWord(ctx: SignedInContext, planId: string): Promise<PlanFile> {
  const { row } = await readablePlan(ctx, planId);
  const plan = storedContent(row.format_version, row.plan);
  const language = ctx.language ?? getBrand(ctx.brand).defaultLocale;
  const body = await planDocx(plan, await planDocxLabels(ctx.brand, language));
  return {
    fileName: `${baseFileName(row, ctx.brand)}.docx`,
    contentType: CONTENT_TYPES.docx,
    body,
  };
}

/**
 * StartGenerateTractionPlanPdfBatch/{landscape}: one zip of the plans' PDFs, rendered by the
 * documents module's batch job; every plan must be one the caller may read (403 otherwise).
 */
export async function startPlanPdfBatch(
  app: FastifyInstance,
  ctx: SignedInContext,
  planIds: readonly string[],
  landscape: boolean,
): Promise<PdfBatch> {
  const unique = [...new Set(planIds)];
  const rows = [];
  for (const id of unique) rows.push((await readablePlan(ctx, id)).row);
  return startPdfBatch(app, {
    brand: ctx.brand,
    requesterId: ctx.session.userId,
    kind: PLAN_PRINT_SCOPE,
    landscape,
    language: ctx.language,
    items: rows.map((row) => ({
      scope: PLAN_PRINT_SCOPE,
      subjectId: row.id,
      path: tractionPlanPrintPath(PRINT_KEY_PLACEHOLDER, row.id),
      fileName: `${baseFileName(row, ctx.brand)}.pdf`,
    })),
  });
}

/** DownloadTractionPlanPdfBatch/{batchId}: the zip, for the person who started the batch. */
export async function planPdfBatchZip(ctx: SignedInContext, batchId: string): Promise<PlanFile> {
  const zip = await pdfBatchZip(ctx.db, {
    brand: ctx.brand,
    batchId,
    requesterId: ctx.session.userId,
  });
  return { ...zip, contentType: CONTENT_TYPES.zip };
}

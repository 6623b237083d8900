import {
  profileReportApi,
  tractionPlanApi,
  zLatestProfileReportSummary,
  zPdfBatch,
  zReferenceConstraint,
  zTractionPlan,
  zTractionPlanActivity,
  zTractionPlanArchive,
  zTractionPlanArchiveOption,
  zTractionPlanConflict,
  zTractionPlanLock,
  zTractionPlanPrintKey,
  type LatestProfileReportSummary,
  type TractionPlan,
  type TractionPlanArchive,
  type TractionPlanConflict,
  type TractionPlanDownloadFormat,
  type TractionPlanSaveInput,
  type TractionPlanView,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { call, endpointPath } from '../../api/call';
import type { PrintApi } from '../print/print-api';

/** Plans as the server answers them: saved partners always carry both flags. */
export const asPlan = (value: unknown) => zTractionPlan.parse(value) as TractionPlan;

/** How a plan page is addressed: plan/{idType}/{id}. */
export const PLAN_ID_TYPES = ['userAccount', 'review', 'id'] as const;
export type PlanIdType = (typeof PLAN_ID_TYPES)[number];

export const isPlanIdType = (value: string | undefined): value is PlanIdType =>
  PLAN_ID_TYPES.some((type) => type === value);

/** A person's plan; the V2 read answers a draft (id null) when they have none yet. */
export const fetchPlanOfUser = async (
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
) =>
  asPlan(
    await call(api, tractionPlanApi.byUserAccountIdV2, { params: { id: userAccountId } }, signal),
  );

export const fetchPlanById = async (api: ApiClient, id: string, signal?: AbortSignal) =>
  asPlan(await call(api, tractionPlanApi.byId, { params: { id } }, signal));

/** Read-only, through a review link (also for visitors who are not signed in). */
export const fetchPlanByReviewId = async (api: ApiClient, reviewId: string, signal?: AbortSignal) =>
  asPlan(await call(api, tractionPlanApi.byReviewId, { params: { id: reviewId } }, signal));

export const savePlan = async (api: ApiClient, body: TractionPlanSaveInput) =>
  asPlan(await call(api, tractionPlanApi.save, { body }));

/** The 409 of a stale save, or null for any other failure. */
export function conflictOf(error: unknown): TractionPlanConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = zTractionPlanConflict.safeParse(error.body);
  return parsed.success
    ? parsed.data
    : { message: error.message, currentVersion: -1, lastUpdatedUTC: null, editedByName: null };
}

export const fetchReferenceConstraints = async (api: ApiClient, signal?: AbortSignal) =>
  zReferenceConstraint
    .array()
    .parse(await call(api, tractionPlanApi.referenceConstraints, {}, signal));

/**
 * The person's latest released 360 report, for strength and constraint suggestions. A failed
 * call or a 204 (no released report) simply means no suggestions.
 */
export async function fetchLatestReportSummary(
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<LatestProfileReportSummary | null> {
  try {
    const answer: unknown = await call(
      api,
      profileReportApi.latestData,
      { params: { id: userAccountId }, query: {} },
      signal,
    );
    const parsed = zLatestProfileReportSummary.safeParse(answer);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const parseLock = (value: unknown) => (value ? zTractionPlanLock.parse(value) : null);

export const setPlanLock = async (api: ApiClient, planId: string, take: boolean) =>
  parseLock(
    await call(api, tractionPlanApi.setLock, {
      params: { id: planId, take: take ? 'true' : 'false' },
    }),
  );

export const fetchPlanLock = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  parseLock(await call(api, tractionPlanApi.getLock, { params: { id: planId } }, signal));

export const fetchArchiveOptions = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  zTractionPlanArchiveOption
    .array()
    .parse(await call(api, tractionPlanApi.archiveOptions, { params: { id: planId } }, signal));

export const fetchArchive = async (api: ApiClient, archiveId: string, signal?: AbortSignal) =>
  zTractionPlanArchive.parse(
    await call(api, tractionPlanApi.archiveById, { params: { id: archiveId } }, signal),
  ) as TractionPlanArchive;

export const restoreVersion = async (api: ApiClient, planId: string, archiveId: string) =>
  asPlan(await call(api, tractionPlanApi.restoreVersion, { params: { a: planId, b: archiveId } }));

/** A new review link: the old one stops working. Answers the plan with its new review id. */
export const generateReviewId = async (api: ApiClient, planId: string) =>
  asPlan(await call(api, tractionPlanApi.generateReviewId, { query: { tractionPlanId: planId } }));

export const fetchActivityLog = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  zTractionPlanActivity
    .array()
    .parse(await call(api, tractionPlanApi.activityLog, { params: { id: planId } }, signal));

/** Records that the plan was viewed; a failure only costs a log line, so it is not shown. */
export function logPlanView(api: ApiClient, planId: string, via: TractionPlanView, key: string) {
  call(api, tractionPlanApi.logView, { params: { a: planId, b: via, c: key } }).catch(
    () => undefined,
  );
}

/** A print key for the plan's print view (5 minutes). */
export const fetchPrintKey = async (api: ApiClient, planId: string) =>
  zTractionPlanPrintKey.parse(
    await call(api, tractionPlanApi.printKey, { query: { tractionPlanId: planId } }),
  );

/** Where the plan downloads as PDF or Word (signed-in calls, so through the download helper). */
export const planFilePath = (planId: string, format: 'pdf' | 'docx') =>
  format === 'pdf'
    ? endpointPath(tractionPlanApi.pdf, { params: { id: planId }, query: {} })
    : endpointPath(tractionPlanApi.docx, { params: { id: planId } });

/** Starts one zip of the plans' PDFs (portrait); its progress comes from the documents module. */
export const startPlanPdfBatch = async (api: ApiClient, tractionPlanIds: readonly string[]) =>
  zPdfBatch.parse(
    await call(api, tractionPlanApi.startPdfBatch, {
      params: { x: 'false' },
      body: { tractionPlanIds: [...tractionPlanIds] },
    }),
  );

/** Where a finished batch's zip downloads. */
export const planPdfBatchPath = (batchId: string) =>
  endpointPath(tractionPlanApi.downloadPdfBatch, { params: { id: batchId } });

/** The plan as its print view reads it: with the print key of its path, no session. */
export const fetchPrintPlan = async (printApi: PrintApi, planId: string) =>
  asPlan(await printApi.get(endpointPath(tractionPlanApi.printData, { params: { id: planId } })));

/** Records a download (the server's file calls do not know where the page was opened from). */
export function logPlanDownload(
  api: ApiClient,
  planId: string,
  format: TractionPlanDownloadFormat,
  key: string,
) {
  call(api, tractionPlanApi.logDownload, { params: { a: planId, b: format, c: key } }).catch(
    () => undefined,
  );
}

export const planKeys = {
  all: ['tractionplan'] as const,
  byUser: (userAccountId: string) => ['tractionplan', 'user', userAccountId] as const,
  byId: (id: string) => ['tractionplan', 'id', id] as const,
  byReview: (reviewId: string) => ['tractionplan', 'review', reviewId] as const,
  lock: (planId: string) => ['tractionplan', 'lock', planId] as const,
  archive: (planId: string) => ['tractionplan', 'archive', planId] as const,
  activity: (planId: string) => ['tractionplan', 'activity', planId] as const,
  constraints: ['tractionplan', 'constraints'] as const,
  report: (userAccountId: string) => ['tractionplan', 'report', userAccountId] as const,
};

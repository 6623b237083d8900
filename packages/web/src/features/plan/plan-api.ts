import {
  TRACTION_PLAN_API as PATHS,
  zLatestProfileReportSummary,
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
) => asPlan(await api.get(PATHS.byUserAccountIdV2(userAccountId), undefined, signal));

export const fetchPlanById = async (api: ApiClient, id: string, signal?: AbortSignal) =>
  asPlan(await api.get(PATHS.byId(id), undefined, signal));

/** Read-only, through a review link (also for visitors who are not signed in). */
export const fetchPlanByReviewId = async (api: ApiClient, reviewId: string, signal?: AbortSignal) =>
  asPlan(await api.get(PATHS.byReviewId(reviewId), undefined, signal));

export const savePlan = async (api: ApiClient, body: TractionPlanSaveInput) =>
  asPlan(await api.post(PATHS.save, body));

/** The 409 of a stale save, or null for any other failure. */
export function conflictOf(error: unknown): TractionPlanConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = zTractionPlanConflict.safeParse(error.body);
  return parsed.success
    ? parsed.data
    : { message: error.message, currentVersion: -1, lastUpdatedUTC: null, editedByName: null };
}

export const fetchReferenceConstraints = async (api: ApiClient, signal?: AbortSignal) =>
  zReferenceConstraint.array().parse(await api.get(PATHS.constraints, undefined, signal));

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
    const answer = await api.get(
      `/api/profilereport/GetLatestProfileReportData/${encodeURIComponent(userAccountId)}`,
      undefined,
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
  parseLock(await api.get(PATHS.setLock(planId, take)));

export const fetchPlanLock = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  parseLock(await api.get(PATHS.getLock(planId), undefined, signal));

export const fetchArchiveOptions = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  zTractionPlanArchiveOption
    .array()
    .parse(await api.get(PATHS.archiveOptions(planId), undefined, signal));

export const fetchArchive = async (api: ApiClient, archiveId: string, signal?: AbortSignal) =>
  zTractionPlanArchive.parse(
    await api.get(PATHS.archiveById(archiveId), undefined, signal),
  ) as TractionPlanArchive;

export const restoreVersion = async (api: ApiClient, planId: string, archiveId: string) =>
  asPlan(await api.get(PATHS.restore(planId, archiveId)));

/** A new review link: the old one stops working. Answers the plan with its new review id. */
export const generateReviewId = async (api: ApiClient, planId: string) =>
  asPlan(await api.get(PATHS.generateReviewId(planId)));

export const fetchActivityLog = async (api: ApiClient, planId: string, signal?: AbortSignal) =>
  zTractionPlanActivity.array().parse(await api.get(PATHS.activityLog(planId), undefined, signal));

/** Records that the plan was viewed; a failure only costs a log line, so it is not shown. */
export function logPlanView(api: ApiClient, planId: string, via: TractionPlanView, key: string) {
  api.post(PATHS.logView(planId, via, key)).catch(() => undefined);
}

/** A print key for the plan's print view (5 minutes). */
export const fetchPrintKey = async (api: ApiClient, planId: string) =>
  zTractionPlanPrintKey.parse(await api.get(PATHS.printKey(planId)));

/** Records a download (the server's file calls do not know where the page was opened from). */
export function logPlanDownload(
  api: ApiClient,
  planId: string,
  format: TractionPlanDownloadFormat,
  key: string,
) {
  api.post(PATHS.logDownload(planId, format, key)).catch(() => undefined);
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

import { z } from 'zod';
import { MAINTAINERS, PLAN_CALLERS, PLAN_STATUS_BY_EVENT_CALLERS } from '../access/roles';
import type { PdfBatch } from '../domain/documents';
import { PLAN_REVIEW_FEATURES as REVIEW } from '../domain/traction-plan';
import { zEmail } from '../validation/email';
import { zGuid } from '../validation/guid';
import type { TractionPlanStatus } from '../validation/people-status';
import {
  TRACTION_PLAN_DOWNLOAD_FORMATS,
  TRACTION_PLAN_VIEWS,
  zAddConstraintSet,
  zTractionPlanPdfBatchStart,
  zTractionPlanSave,
  zTractionPlanStatusByEmails,
  zTractionPlanStatusByUserAccountIds,
  type ConstraintSet,
  type ReferenceConstraint,
  type TractionPlan,
  type TractionPlanActivity,
  type TractionPlanArchive,
  type TractionPlanArchiveOption,
  type TractionPlanLock,
  type TractionPlanPrintKey,
} from '../validation/traction-plan';
import { empty, endpoint, file, gatedBy, json, type JsonAnswer } from './endpoint';
import { zIdParams } from './params';

const base = '/api/tractionplan';
/** Parts of the plan a brand may switch off on their own (the plan's flag still applies). */
const VERSIONS = ['tractionPlan', 'tractionPlanVersions'] as const;
const DOCX = ['tractionPlan', 'tractionPlanDocx'] as const;
const PDF = ['tractionPlan', 'pdfDownloads'] as const;
/** The signed-in plan calls: the plan callers, with a verified e-mail (the plan pages need one). */
const callers = { access: PLAN_CALLERS, verifiedEmail: true } as const;

const plan = json<TractionPlan>('TractionPlan');
const status = json<TractionPlanStatus>('TractionPlanStatus');
const statuses = json<TractionPlanStatus[]>('TractionPlanStatus[]');
const lock = json<TractionPlanLock | null>('TractionPlanLock | null');
const constraintSet = json<ConstraintSet>('ConstraintSet');

/** A review id as issued (43 URL-safe characters); older links may be shorter or longer. */
const zReviewIdText = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const zReviewIdParams = z.object({ id: zReviewIdText });
/** The key of a logged action: the caller's user account id, or the review id. */
const zActionKey = z.union([zGuid, zReviewIdText]);
/** {take} of setLock: take (or renew) the lock, or release it ('false' or '0'). */
const zTake = z
  .enum(['true', 'false', '1', '0'])
  .transform((flag) => flag !== 'false' && flag !== '0');
const zPair = z.object({ a: zGuid, b: zGuid });

/** A plan read by a path parameter, by the plan callers. */
const planRead = <P extends z.ZodType>(path: `/api/${string}`, summary: string, params: P) =>
  endpoint({ method: 'GET', path, ...callers, summary, params, answer: plan });

/** A maintenance call of the developers and security admins (each leaves an audit entry). */
const maintenance = <T>(path: `/api/${string}`, summary: string, answer: JsonAnswer<T>) =>
  endpoint({ method: 'GET', path, access: MAINTAINERS, summary, answer });

/** The Traction Plan: reads, save, review links, lock, versions and logs. */
const planApi = {
  byId: planRead(`${base}/:id`, 'One plan.', zIdParams),
  byUserAccountId: planRead(
    `${base}/getByUserAccountId/:id`,
    "A person's plan; 204 when they have none.",
    zIdParams,
  ),
  byUserAccountIdV2: planRead(
    `${base}/getByUserAccountIdV2/:id`,
    "A person's plan, or a draft (id null) when they have none yet.",
    zIdParams,
  ),
  byParticipantEmail: planRead(
    `${base}/getByParticipantEmail/:email`,
    'The plan of the person with this e-mail address; 204 when there is none.',
    z.object({ email: zEmail }),
  ),
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    ...callers,
    summary: 'Saves a plan; 409 with the current version when the save is stale.',
    body: zTractionPlanSave,
    answer: plan,
  }),
  review: endpoint({
    method: 'GET',
    path: `${base}/review/:id`,
    feature: REVIEW,
    access: 'apiKey',
    summary: 'A plan by its review id, for integrations (api-key header).',
    params: zReviewIdParams,
    answer: plan,
  }),
  byReviewId: endpoint({
    method: 'GET',
    path: `${base}/review/GetByReviewId/:id`,
    feature: REVIEW,
    access: 'anonymous',
    summary: 'A plan read-only through its review link (the review id is the credential).',
    params: zReviewIdParams,
    answer: plan,
  }),
  generateReviewId: endpoint({
    method: 'GET',
    path: `${base}/review/GenerateReviewId`,
    feature: REVIEW,
    ...callers,
    summary: 'A new review link for the plan: the old one stops working.',
    query: z.object({ tractionPlanId: zGuid }),
    answer: plan,
  }),
  takeLock: endpoint({
    method: 'GET',
    path: `${base}/setLock/:id`,
    ...callers,
    summary: 'Takes (or renews) the editing lock of a plan; answers the lock.',
    params: zIdParams,
    answer: lock,
  }),
  setLock: endpoint({
    method: 'GET',
    path: `${base}/setLock/:id/:take`,
    ...callers,
    summary: "Takes, renews or (with {take} false) releases the caller's editing lock.",
    params: zIdParams.extend({ take: zTake }),
    answer: lock,
  }),
  getLock: endpoint({
    method: 'GET',
    path: `${base}/getLock/:id`,
    ...callers,
    summary: 'Who is editing the plan now (null: nobody).',
    params: zIdParams,
    answer: lock,
  }),
  archiveOptions: endpoint({
    method: 'GET',
    path: `${base}/GetPlanArchiveOptions/:id`,
    feature: VERSIONS,
    ...callers,
    summary: "The plan's saved versions, newest first.",
    params: zIdParams,
    answer: json<TractionPlanArchiveOption[]>('TractionPlanArchiveOption[]'),
  }),
  archiveById: endpoint({
    method: 'GET',
    path: `${base}/GetPlanArchiveById/:id`,
    feature: VERSIONS,
    ...callers,
    summary: 'One saved version of a plan.',
    params: zIdParams,
    answer: json<TractionPlanArchive>('TractionPlanArchive'),
  }),
  restoreVersion: endpoint({
    method: 'GET',
    path: `${base}/RestorePlanVersion/:a/:b`,
    feature: VERSIONS,
    ...callers,
    summary: 'Makes the saved version {b} the current content of plan {a}.',
    params: zPair,
    answer: plan,
  }),
  activityLog: endpoint({
    method: 'GET',
    path: `${base}/GetActivityLog/:id`,
    ...callers,
    summary: "The plan's views, downloads and updates.",
    params: zIdParams,
    answer: json<TractionPlanActivity[]>('TractionPlanActivity[]'),
  }),
  // Review-link visitors log their views and downloads too: anonymous, checked by the key.
  logView: endpoint({
    method: 'POST',
    path: `${base}/logViewAction/:a/:b/:c`,
    access: 'anonymous',
    summary: 'Records a view of plan {a} through {b}; {c} is the viewer id or the review id.',
    params: z.object({ a: zGuid, b: z.enum(TRACTION_PLAN_VIEWS), c: zActionKey }),
    answer: empty,
  }),
  logDownload: endpoint({
    method: 'POST',
    path: `${base}/logDownloadAction/:a/:b/:c`,
    access: 'anonymous',
    summary: 'Records a download of plan {a} as {b}; {c} is the viewer id or the review id.',
    params: z.object({ a: zGuid, b: z.enum(TRACTION_PLAN_DOWNLOAD_FORMATS), c: zActionKey }),
    answer: empty,
  }),
  logUpdate: endpoint({
    method: 'POST',
    path: `${base}/logUpdateAction/:a/:b`,
    ...callers,
    summary: 'Records that plan {a} was saved as version {b}.',
    params: z.object({ a: zGuid, b: z.coerce.number().int().min(1) }),
    answer: empty,
  }),
};

/** The plan status calls other screens read (home, dashboards, people lists). */
const statusApi = {
  statusByUserAccountId: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanStatusByUserAccountId/:x`,
    ...callers,
    summary: "A person's plan status.",
    params: z.object({ x: zGuid }),
    answer: status,
  }),
  statusByEmail: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanStatusByEmail/:x`,
    ...callers,
    summary: 'The plan status of an address (a row without a plan when nobody has it).',
    params: z.object({ x: zEmail }),
    answer: status,
  }),
  statusByUserAccountIds: endpoint({
    method: 'POST',
    path: `${base}/GetTractionPlanStatusByUserAccountIds`,
    ...callers,
    summary: 'The plan status of each person of the brand among the ids.',
    body: zTractionPlanStatusByUserAccountIds,
    answer: statuses,
  }),
  statusByEmails: endpoint({
    method: 'POST',
    path: `${base}/GetTractionPlanStatusByEmails`,
    ...callers,
    summary: 'The plan status of each address asked.',
    body: zTractionPlanStatusByEmails,
    answer: statuses,
  }),
  statusByEvent: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanStatusByEvent/:id`,
    access: PLAN_STATUS_BY_EVENT_CALLERS,
    verifiedEmail: true,
    summary: "The plan status of the event's participants and of those who joined by its codes.",
    params: zIdParams,
    answer: statuses,
  }),
};

/** The reference data of plans (the constraints) and the maintenance calls. */
const adminApi = {
  referenceConstraints: endpoint({
    method: 'GET',
    path: `${base}/ReferenceData/GetConstraints`,
    access: PLAN_CALLERS,
    summary: "The constraints the builder offers (the brand's latest set).",
    answer: json<ReferenceConstraint[]>('ReferenceConstraint[]'),
  }),
  latestConstraintSet: endpoint({
    method: 'GET',
    path: `${base}/GetLatestConstraintSet`,
    access: PLAN_CALLERS,
    summary: "The brand's latest constraint set.",
    answer: constraintSet,
  }),
  addConstraintSet: endpoint({
    method: 'POST',
    path: `${base}/ReferenceData/AddConstraintSet`,
    access: MAINTAINERS,
    summary: 'Adds a constraint set, which becomes the current one.',
    body: zAddConstraintSet,
    answer: constraintSet,
  }),
  refreshConstraintSeedData: maintenance(
    `${base}/ReferenceData/RefreshConstraintSeedData`,
    'The built-in constraints become the latest set again (unchanged when they are).',
    constraintSet,
  ),
  updateConstraintSeedData: endpoint({
    method: 'GET',
    path: `${base}/UpdateConstraintSeedData/:x`,
    access: MAINTAINERS,
    summary: "Adds the built-in constraints that brand {x}'s (or every brand's) latest set lacks.",
    params: z.object({ x: z.string().max(20) }),
    answer: json<ConstraintSet[]>('ConstraintSet[]'),
  }),
  createConstraintSetFromConstraints: maintenance(
    `${base}/CreateConstraintSetFromConstraints`,
    'A new version copying the constraints offered now.',
    constraintSet,
  ),
  setAppNameAll: maintenance(
    `${base}/SetAppNameAll`,
    "Gives every plan the brand of its owner's account.",
    json<{ updated: number }>('{ updated }'),
  ),
  convertAllPlansToVersion2: maintenance(
    `${base}/ConvertAllPlansToVersion2Async`,
    'Rewrites plans and versions stored in the old content format in the current one.',
    json<{ converted: number }>('{ converted }'),
  ),
  expireLocks: endpoint({
    method: 'GET',
    path: `${base}/ExpireTractionPlanLocks/:x`,
    access: MAINTAINERS,
    summary: "Clears the plans' expired editing locks, or every lock ({x} 'true' or 'all').",
    params: z.object({ x: z.enum(['true', 'false', 'all', 'expired']) }),
    answer: json<{ cleared: number }>('{ cleared }'),
  }),
};

/** The plan's print view data, print key, PDF and Word downloads and the PDF batch. */
const documentsApi = {
  printKey: endpoint({
    method: 'GET',
    path: `${base}/GetPrintApiKey`,
    ...callers,
    summary: "A print key for a plan's print view; without a plan, security admins' key to all.",
    query: z.object({ tractionPlanId: zGuid.optional() }),
    answer: json<TractionPlanPrintKey>('TractionPlanPrintKey'),
  }),
  // The print page sends the key in the print-key header; no session is needed.
  printData: endpoint({
    method: 'GET',
    path: `${base}/GetPrintData/:id`,
    access: 'anonymous',
    summary: 'The plan for its print view, opened by its print key (print-key header).',
    params: zIdParams,
    answer: plan,
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${base}/getpdf/:id`,
    feature: PDF,
    ...callers,
    summary: 'The plan as a PDF (or, with outputScreenshot, as a PNG).',
    params: zIdParams,
    query: z.object({ outputScreenshot: z.enum(['true', 'false']).optional() }),
    answer: file,
  }),
  docx: endpoint({
    method: 'GET',
    path: `${base}/getdocx/:id`,
    feature: DOCX,
    ...callers,
    summary: 'The plan as a Word document.',
    params: zIdParams,
    answer: file,
  }),
  startPdfBatch: endpoint({
    method: 'POST',
    path: `${base}/StartGenerateTractionPlanPdfBatch/:x`,
    feature: PDF,
    ...callers,
    summary: 'Starts one zip of the PDFs of the plans ({x}: landscape).',
    params: z.object({ x: z.enum(['true', 'false']) }),
    body: zTractionPlanPdfBatchStart,
    answer: json<PdfBatch>('PdfBatch'),
  }),
  downloadPdfBatch: endpoint({
    method: 'GET',
    path: `${base}/DownloadTractionPlanPdfBatch/:id`,
    feature: PDF,
    ...callers,
    summary: 'The zip of a PDF batch, for the person who started it.',
    params: zIdParams,
    answer: file,
  }),
};

/** The tractionplan area, in brands with plans on. */
export const tractionPlanApi = gatedBy('tractionPlan', {
  ...planApi,
  ...statusApi,
  ...adminApi,
  ...documentsApi,
});

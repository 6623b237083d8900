import { z } from 'zod';
import { CHECKUP_MANAGERS, CHECKUP_STAFF } from '../access/roles';
import type { PdfBatch } from '../domain/documents';
import { CheckupType } from '../domain/enums';
import type { FeatureGate } from '../domain/features';
import { LOCALES } from '../i18n/locales';
import {
  ZCheckupFeedbackStatusUpdate,
  ZCheckupIdList,
  ZCheckupSave,
  ZCheckupStageParam,
  ZFindParticipantsNotOnActiveCheckup,
  type TCheckup,
  type TCheckupCandidate,
  type TCheckupParticipant,
  type TCheckupReportEntry,
  type TCheckupSendResult,
  type TCheckupViewRecord,
  type TFeedbackRequest,
  type TPartnerFeedbackRequest,
  type TProcessCheckupsResult,
} from '../validation/checkup';
import {
  CHECKUP_FEEDBACK_LIMITS,
  zCheckupFeedbackSubmission,
  type CheckupFeedbackSubmitResult,
  type CheckupSurvey,
} from '../validation/checkup-feedback';
import {
  CHECKUP_PRINT_VIEWS,
  zCheckupParticipantFeedback,
  zCheckupReport,
  zCheckupReportView,
} from '../validation/checkup-report';
import { zEmail } from '../validation/email';
import { zFlag } from '../validation/events';
import { zGuid } from '../validation/guid';
import { REPORT_EXPORT_FORMATS } from '../validation/reports';
import { endpoint, file, gatedBy, json, jsonOf } from './endpoint';
import { zIdParams } from './params';

const base = '/api/tractionplancheckup';
/**
 * Any signed-in person: the checkup's event policy decides (its readers, its managers, the
 * participant for their own rows, the partner for their own requests).
 */
const signedIn = 'any';

const checkup = json<TCheckup>('TCheckup');
const checkups = json<TCheckup[]>('TCheckup[]');
const sendResult = json<TCheckupSendResult>('TCheckupSendResult');
const feedback = jsonOf(z.array(zCheckupParticipantFeedback), 'CheckupParticipantFeedback[]');

const zType = z.coerce.number().pipe(z.enum(CheckupType));
/** `all` (answered as null) or one item. */
const orAll = <S extends z.ZodType>(schema: S) =>
  z.union([z.literal('all').transform(() => null), schema]);
/** {x} of the process calls: one checkup, or `all` of the brand (event admins). */
const zTarget = z.object({ x: z.union([z.literal('all'), zGuid]) });
const zTrueFalse = z.enum(['true', 'false']).transform((value) => value === 'true');
const zPair = z.object({ a: zGuid, b: zGuid });
/** Parts of checkups a brand may switch off on their own (the checkups' flag still applies). */
const PDF = ['tractionCheckup', 'pdfDownloads'] as const;
const REMINDERS = ['tractionCheckup', 'checkupReminders'] as const;
const STATUS_UPDATES = ['tractionCheckup', 'checkupStatusUpdates'] as const;

/** A call of the managers on one checkup, answering what it sent (a part of checkups). */
const managerSend = <P extends z.ZodObject>(
  path: `/api/${string}`,
  feature: FeatureGate,
  summary: string,
  params: P,
) =>
  endpoint({
    method: 'GET',
    path,
    access: CHECKUP_MANAGERS,
    feature,
    summary,
    params,
    answer: sendResult,
  });

/** The checkup itself: its readers read the event's participants, its managers manage the event. */
const checkupApi = {
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: CHECKUP_MANAGERS,
    summary: "Creates or changes an event's checkup.",
    body: ZCheckupSave,
    answer: checkup,
  }),
  setStage: endpoint({
    method: 'POST',
    path: `${base}/setStage/:a/:b`,
    access: CHECKUP_MANAGERS,
    summary: 'Moves checkup {a} to stage {b} (a transition the stages allow).',
    params: z.object({ a: zGuid, b: ZCheckupStageParam }),
    answer: checkup,
  }),
  setActive: endpoint({
    method: 'POST',
    path: `${base}/setActive/:a/:b`,
    access: CHECKUP_MANAGERS,
    summary: 'Switches checkup {a} on or off.',
    params: z.object({ a: zGuid, b: zFlag }),
    answer: checkup,
  }),
  updateFeedbackStatus: endpoint({
    method: 'POST',
    path: `${base}/updateCheckupFeedbackStatus/:id`,
    access: CHECKUP_MANAGERS,
    summary: "Sets the status of a partner's feedback request.",
    params: zIdParams,
    body: ZCheckupFeedbackStatusUpdate,
    answer: json<TFeedbackRequest>('TFeedbackRequest'),
  }),
  byEventId: endpoint({
    method: 'GET',
    path: `${base}/GetByEventId/:id`,
    access: CHECKUP_STAFF,
    summary: "The event's checkup, or the default empty checkup (id null) when it has none.",
    params: zIdParams,
    answer: checkup,
  }),
  byEventIds: endpoint({
    method: 'POST',
    path: `${base}/GetByEventIds`,
    access: CHECKUP_STAFF,
    summary: 'The checkups of the given events the caller reads.',
    body: ZCheckupIdList,
    answer: checkups,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/GetByIds`,
    access: CHECKUP_STAFF,
    summary: 'The given checkups the caller reads.',
    body: ZCheckupIdList,
    answer: checkups,
  }),
  deleteAll: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteAllByCheckupId/:id`,
    access: 'eventAdmin',
    summary: 'Deletes a checkup with its participants, requests and answers.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
};

/** The calls about people: partners' own requests, a person's checkups and reports. */
const peopleApi = {
  partnerRequests: endpoint({
    method: 'GET',
    path: `${base}/GetParticipantsFeedbackByAccountabilityPartnerEmail/:a/:b`,
    access: signedIn,
    // Only the partner's screens (traction/checkup, tractionSurvey/checkup) read it.
    verifiedEmail: true,
    summary: "Partner {a}'s feedback requests of checkup {b} (or all); codes only for their own.",
    params: z.object({ a: zEmail, b: orAll(zGuid) }),
    answer: json<TPartnerFeedbackRequest[]>('TPartnerFeedbackRequest[]'),
  }),
  reportsByUserAccount: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanCheckupReportsByUserAccountId/:id`,
    access: signedIn,
    summary: "A person's checkups and their reports.",
    params: zIdParams,
    answer: json<TCheckupReportEntry[]>('TCheckupReportEntry[]'),
  }),
  userAccountIdOf: endpoint({
    method: 'GET',
    path: `${base}/GetUserAccountIdFromTractionPlanCheckupParticipantId/:id`,
    access: signedIn,
    summary: 'The user account of a checkup participant (null when they have none).',
    params: zIdParams,
    answer: json<string | null>('string | null'),
  }),
  recordView: endpoint({
    method: 'GET',
    path: `${base}/RecordViewBehavior/:id`,
    access: signedIn,
    // Sent by the participant's report pages (traction/checkup/{id}, excel/checkup/{id}).
    verifiedEmail: true,
    summary: 'Notes that the participant read their released report.',
    params: zIdParams,
    answer: json<TCheckupViewRecord>('TCheckupViewRecord'),
  }),
  notOnActiveCheckup: endpoint({
    method: 'POST',
    path: `${base}/FindParticipantsNotOnActiveCheckup/:a/:b`,
    access: CHECKUP_STAFF,
    summary: 'Participants of event {a} not on an active checkup of type {b}.',
    params: z.object({ a: zGuid, b: zType }),
    body: ZFindParticipantsNotOnActiveCheckup,
    answer: json<TCheckupCandidate[]>('TCheckupCandidate[]'),
  }),
  isOnActiveCheckup: endpoint({
    method: 'GET',
    path: `${base}/IsPariticpantOnActiveCheckup/:a/:b`,
    access: signedIn,
    summary: 'Whether person {a} is on an active checkup of type {b} (or any).',
    params: z.object({ a: zGuid, b: orAll(zType) }),
    answer: json<boolean>('boolean'),
  }),
  isOnFeedback: endpoint({
    method: 'GET',
    path: `${base}/IsPariticpantOnFeedback/:a/:b`,
    access: signedIn,
    summary: 'Whether person {a} is on a checkup of type {b} (or any) that is taking feedback.',
    params: z.object({ a: zGuid, b: orAll(zType) }),
    answer: json<boolean>('boolean'),
  }),
  updateDuringFeedback: endpoint({
    method: 'GET',
    path: `${base}/UpdateDuringFeedback/:a/:b`,
    access: signedIn,
    summary: 'Moves checkup participant {a} to plan {b} while feedback is open.',
    params: zPair,
    answer: json<TCheckupParticipant>('TCheckupParticipant'),
  }),
};

/** What the jobs do, run by hand. */
const runApi = {
  sendFeedbackReminders: managerSend(
    `${base}/SendFeedbackReminders/:id`,
    REMINDERS,
    'Reminds the partners who have not answered.',
    zIdParams,
  ),
  sendReportReminders: managerSend(
    `${base}/SendReportReminders/:id`,
    REMINDERS,
    'Reminds the participants who have not read their released report.',
    zIdParams,
  ),
  processCheckups: endpoint({
    method: 'GET',
    path: `${base}/ProcessCheckups/:x`,
    access: CHECKUP_MANAGERS,
    summary: 'Moves checkup {x} (or all of the brand) to the stages its days reach.',
    params: zTarget,
    answer: json<TProcessCheckupsResult>('TProcessCheckupsResult'),
  }),
  statusUpdates: managerSend(
    `${base}/ProcessTractionPlanCheckupStatusUpdates/:x`,
    STATUS_UPDATES,
    'Sends the status e-mails of checkup {x} (or all of the brand) that are due.',
    zTarget,
  ),
  seedGlobalShortCodes: endpoint({
    method: 'GET',
    path: `${base}/SeedGlobalShortCodes`,
    access: 'developer',
    summary: "Creates every brand's missing feedback requests of the checkups taking feedback.",
    answer: sendResult,
  }),
};

/** Reports and the partners' feedback. */
const reportApi = {
  reportData: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanCheckupReportData/:id`,
    access: signedIn,
    summary: "A checkup participant's report (theirs once released; the event's readers always).",
    params: zIdParams,
    answer: jsonOf(zCheckupReport, 'CheckupReport'),
  }),
  reportView: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanCheckupReportDataView/:id`,
    access: signedIn,
    summary: 'The report as its dialog shows it.',
    params: zIdParams,
    answer: jsonOf(zCheckupReportView, 'CheckupReportView'),
  }),
  // The print view's data: anonymous, opened by a print key for this participant (header).
  printData: endpoint({
    method: 'GET',
    path: `${base}/GetTractionPlanCheckupReportPrintData/:id`,
    access: 'anonymous',
    summary: 'The report for its print view, opened by its print key (print-key header).',
    params: zIdParams,
    answer: jsonOf(zCheckupReport, 'CheckupReport'),
  }),
  reportPdf: endpoint({
    method: 'GET',
    path: `${base}/getReportpdf/:id`,
    feature: PDF,
    access: signedIn,
    summary: 'The report as a PDF, in one of its print views.',
    params: zIdParams,
    query: z.object({ view: z.enum(CHECKUP_PRINT_VIEWS).optional() }),
    answer: file,
  }),
  scorecardFile: endpoint({
    method: 'GET',
    path: `${base}/GetScorecardFile/:id`,
    access: signedIn,
    summary: "The report's scorecard as an Excel workbook or a CSV (format=xlsx|csv).",
    params: zIdParams,
    query: z.object({ format: z.enum(REPORT_EXPORT_FORMATS) }),
    answer: file,
  }),
  startPdfBatch: endpoint({
    method: 'POST',
    path: `${base}/StartGenerateReportsPdfBatch/:id`,
    feature: PDF,
    access: signedIn,
    summary: "Starts one zip of the PDFs of a checkup's released reports.",
    params: zIdParams,
    answer: json<PdfBatch>('PdfBatch'),
  }),
  downloadPdfBatch: endpoint({
    method: 'GET',
    path: `${base}/DownloadReportPdfBatch/:id`,
    feature: PDF,
    access: signedIn,
    summary: 'The zip of a PDF batch, for the person who started it.',
    params: z.object({ id: z.string().min(1).max(100) }),
    answer: file,
  }),
  participantsFeedback: endpoint({
    method: 'GET',
    path: `${base}/GetParticipantsFeedback/:id/:flag`,
    access: signedIn,
    summary: "The partners' feedback of a checkup ({flag}: with their answers), for its readers.",
    params: z.object({ id: zGuid, flag: zTrueFalse }),
    answer: feedback,
  }),
  participantsFeedbackBulk: endpoint({
    method: 'POST',
    path: `${base}/GetParticipantsFeedbackBulk/:flag`,
    access: signedIn,
    summary: "The partners' feedback of the given checkups the caller reads.",
    params: z.object({ flag: zTrueFalse }),
    // No body asks about no checkups.
    body: ZCheckupIdList.prefault([]),
    answer: feedback,
  }),
};

/**
 * The partners' survey: anonymous, opened by the survey code of the partner's link (the code is
 * the credential).
 */
const surveyApi = {
  surveyByCode: endpoint({
    method: 'GET',
    path: `${base}/GetFeedbackByCode/:code`,
    access: 'anonymous',
    summary: "The survey of a partner's code, its texts in {locale}; a used code is unavailable.",
    params: z.object({ code: z.string().min(1).max(CHECKUP_FEEDBACK_LIMITS.surveyCode) }),
    // An unknown language falls back to the default one rather than failing.
    query: z.object({ locale: z.enum(LOCALES).optional().catch(undefined) }),
    answer: json<CheckupSurvey>('CheckupSurvey'),
  }),
  submitFeedback: endpoint({
    method: 'POST',
    path: `${base}/SubmitFeedback`,
    access: 'anonymous',
    summary: "Records a partner's answers to their survey (once).",
    body: zCheckupFeedbackSubmission,
    answer: json<CheckupFeedbackSubmitResult>('CheckupFeedbackSubmitResult'),
  }),
};

/** The tractionplancheckup area, in brands with checkups on. */
export const tractionPlanCheckupApi = gatedBy('tractionCheckup', {
  ...checkupApi,
  ...peopleApi,
  ...runApi,
  ...reportApi,
  ...surveyApi,
});

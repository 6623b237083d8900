import {
  zCheckupReport,
  zCheckupReportView,
  zPdfBatch,
  type CheckupReport,
  type CheckupReportView,
  type CheckupStage,
  type PdfBatch,
  type TCheckup,
  type TCheckupReportEntry,
  type TCheckupSaveInput,
  type TCheckupSendResult,
  type TFeedbackRequestStatus,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import type { PrintApi } from '../print/print-api';

const id = (value: string) => encodeURIComponent(value);
const BASE = '/api/tractionplancheckup';

/** The checkup calls the screens make (`/api/tractionplancheckup/...`, spec part 2). */
export const CHECKUP_API = {
  byEventId: (eventId: string) => `${BASE}/GetByEventId/${id(eventId)}`,
  save: `${BASE}/save`,
  setStage: (checkupId: string, stage: CheckupStage) =>
    `${BASE}/setStage/${id(checkupId)}/${stage}`,
  setActive: (checkupId: string, active: boolean) => `${BASE}/setActive/${id(checkupId)}/${active}`,
  feedbackStatus: (requestId: string) => `${BASE}/updateCheckupFeedbackStatus/${id(requestId)}`,
  feedbackReminders: (checkupId: string) => `${BASE}/SendFeedbackReminders/${id(checkupId)}`,
  reportReminders: (checkupId: string) => `${BASE}/SendReportReminders/${id(checkupId)}`,
  reportView: (checkupParticipantId: string) =>
    `${BASE}/GetTractionPlanCheckupReportDataView/${id(checkupParticipantId)}`,
  reportsByUserAccount: (userAccountId: string) =>
    `${BASE}/GetTractionPlanCheckupReportsByUserAccountId/${id(userAccountId)}`,
  recordView: (checkupParticipantId: string) =>
    `${BASE}/RecordViewBehavior/${id(checkupParticipantId)}`,
  reportPdf: (checkupParticipantId: string) => `${BASE}/getReportpdf/${id(checkupParticipantId)}`,
  startPdfBatch: (checkupId: string) => `${BASE}/StartGenerateReportsPdfBatch/${id(checkupId)}`,
  downloadPdfBatch: (batchId: string) => `${BASE}/DownloadReportPdfBatch/${id(batchId)}`,
  printData: (checkupParticipantId: string) =>
    `${BASE}/GetTractionPlanCheckupReportPrintData/${id(checkupParticipantId)}`,
} as const;

export const checkupQueryKey = (eventId: string) => ['checkup', 'event', eventId] as const;

/** The event's checkup; the server answers the default empty checkup (id null) when none exists. */
export const fetchEventCheckup = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TCheckup>(CHECKUP_API.byEventId(eventId), undefined, signal);

export const saveCheckup = (api: ApiClient, body: TCheckupSaveInput) =>
  api.post<TCheckup>(CHECKUP_API.save, body);

export const setCheckupStage = (api: ApiClient, checkupId: string, stage: CheckupStage) =>
  api.post<unknown>(CHECKUP_API.setStage(checkupId, stage));

export const setCheckupActive = (api: ApiClient, checkupId: string, active: boolean) =>
  api.post<unknown>(CHECKUP_API.setActive(checkupId, active));

export const setFeedbackRequestStatus = (
  api: ApiClient,
  requestId: string,
  status: Exclude<TFeedbackRequestStatus, 'answered'>,
) => api.post<unknown>(CHECKUP_API.feedbackStatus(requestId), { status });

export const sendFeedbackReminders = (api: ApiClient, checkupId: string) =>
  api.get<TCheckupSendResult>(CHECKUP_API.feedbackReminders(checkupId));

export const sendReportReminders = (api: ApiClient, checkupId: string) =>
  api.get<TCheckupSendResult>(CHECKUP_API.reportReminders(checkupId));

export const startReportPdfBatch = async (api: ApiClient, checkupId: string): Promise<PdfBatch> =>
  zPdfBatch.parse(await api.post(CHECKUP_API.startPdfBatch(checkupId)));

export const fetchReportView = async (
  api: ApiClient,
  checkupParticipantId: string,
  signal?: AbortSignal,
): Promise<CheckupReportView> =>
  zCheckupReportView.parse(
    await api.get(CHECKUP_API.reportView(checkupParticipantId), undefined, signal),
  );

/** The person's checkups (released or not): the home card keeps the released ones. */
export const fetchReportsOfUser = async (
  api: ApiClient,
  userAccountId: string,
  signal?: AbortSignal,
): Promise<TCheckupReportEntry[]> =>
  (await api.get<TCheckupReportEntry[] | undefined>(
    CHECKUP_API.reportsByUserAccount(userAccountId),
    undefined,
    signal,
  )) ?? [];

/** Notes that the participant read their report (the first view is what staff see). */
export const recordReportView = (api: ApiClient, checkupParticipantId: string) =>
  api.get<unknown>(CHECKUP_API.recordView(checkupParticipantId));

/** The report as the print views read it: with the print key of their path, no session. */
export const fetchPrintReport = async (
  printApi: PrintApi,
  checkupParticipantId: string,
): Promise<CheckupReport> =>
  zCheckupReport.parse(await printApi.get(CHECKUP_API.printData(checkupParticipantId)));

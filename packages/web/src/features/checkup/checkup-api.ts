import {
  tractionPlanCheckupApi as checkupApi,
  zCheckupReport,
  zCheckupReportView,
  zPdfBatch,
  type CheckupReport,
  type CheckupReportView,
  type CheckupStage,
  type PdfBatch,
  type TCheckupSaveInput,
  type TFeedbackRequestStatus,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call, endpointPath } from '../../api/call';
import type { PrintApi } from '../print/print-api';

export const checkupQueryKey = (eventId: string) => ['checkup', 'event', eventId] as const;

/** The event's checkup; the server answers the default empty checkup (id null) when none exists. */
export const fetchEventCheckup = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, checkupApi.byEventId, { params: { id: eventId } }, signal);

export const saveCheckup = (api: ApiClient, body: TCheckupSaveInput) =>
  call(api, checkupApi.save, { body });

export const setCheckupStage = (api: ApiClient, checkupId: string, stage: CheckupStage) =>
  call(api, checkupApi.setStage, { params: { a: checkupId, b: stage } });

export const setCheckupActive = (api: ApiClient, checkupId: string, active: boolean) =>
  call(api, checkupApi.setActive, { params: { a: checkupId, b: String(active) } });

export const setFeedbackRequestStatus = (
  api: ApiClient,
  requestId: string,
  status: Exclude<TFeedbackRequestStatus, 'answered'>,
) => call(api, checkupApi.updateFeedbackStatus, { params: { id: requestId }, body: { status } });

export const sendFeedbackReminders = (api: ApiClient, checkupId: string) =>
  call(api, checkupApi.sendFeedbackReminders, { params: { id: checkupId } });

export const sendReportReminders = (api: ApiClient, checkupId: string) =>
  call(api, checkupApi.sendReportReminders, { params: { id: checkupId } });

export const startReportPdfBatch = async (api: ApiClient, checkupId: string): Promise<PdfBatch> =>
  zPdfBatch.parse(await call(api, checkupApi.startPdfBatch, { params: { id: checkupId } }));

/** Where a finished batch's zip downloads. */
export const reportPdfBatchPath = (batchId: string) =>
  endpointPath(checkupApi.downloadPdfBatch, { params: { id: batchId } });

/** Where a report's PDF downloads (a signed-in call, so through the download helper). */
export const reportPdfPath = (checkupParticipantId: string) =>
  endpointPath(checkupApi.reportPdf, { params: { id: checkupParticipantId }, query: {} });

export const fetchReportView = async (
  api: ApiClient,
  checkupParticipantId: string,
  signal?: AbortSignal,
): Promise<CheckupReportView> =>
  zCheckupReportView.parse(
    await call(api, checkupApi.reportView, { params: { id: checkupParticipantId } }, signal),
  );

/** The person's checkups (released or not): the home card keeps the released ones. */
export const fetchReportsOfUser = (api: ApiClient, userAccountId: string, signal?: AbortSignal) =>
  call(api, checkupApi.reportsByUserAccount, { params: { id: userAccountId } }, signal);

/** Notes that the participant read their report (the first view is what staff see). */
export const recordReportView = (api: ApiClient, checkupParticipantId: string) =>
  call(api, checkupApi.recordView, { params: { id: checkupParticipantId } });

/** The report as the print views read it: with the print key of their path, no session. */
export const fetchPrintReport = async (
  printApi: PrintApi,
  checkupParticipantId: string,
): Promise<CheckupReport> =>
  zCheckupReport.parse(
    await printApi.get(
      endpointPath(checkupApi.printData, { params: { id: checkupParticipantId } }),
    ),
  );

import type { FastifyInstance } from 'fastify';
import {
  PROFILE_PRINT_SCOPES,
  participantReportPrintPath,
  reportPrintPath,
  teamReportPrintPath,
  type PdfBatch,
  type ProfileReportData,
} from '@portal/core';
import { issuePrintKey, renderPdf, renderScreenshotsZip } from '../../documents/documents';
import { PRINT_KEY_PLACEHOLDER, startPdfBatch } from '../../documents/pdf-batch.service';
import { notFound } from '../../http/errors';
import type {
  ProfileContext,
  SignedInProfileContext,
} from '../profile-participant/profile-context';
import { actorOf } from '../profile-participant/participant.service';
import { canReadReport } from '../profile-participant/profile.policy';
import { formattedLabelOf, presentReport, reportContent } from './report-data.service';
import { readableReport } from './report.service';
import { findReport, reportsOfParticipants } from './report.store';

/** Print data of a report: the print key (checked by the route) stands for the reader. */
export async function printReportData(
  context: ProfileContext,
  reportCode: string,
): Promise<ProfileReportData> {
  const report = await findReport(context.db, context.brand, reportCode);
  if (!report) throw notFound('errors.report.reportNotFound');
  return presentReport(
    context.db,
    context.brand,
    report,
    await reportContent(context.db, report, context.locale),
    null,
  );
}

/** Print data of a participant's latest report (`/print/reportByParticipant`). */
export async function printParticipantReportData(context: ProfileContext, participantId: string) {
  const [report] = await reportsOfParticipants(context.db, context.brand, [participantId]);
  if (!report) throw notFound('errors.report.noReport');
  return presentReport(
    context.db,
    context.brand,
    report,
    await reportContent(context.db, report, context.locale),
    null,
  );
}

/** `getReportpdf/{id}`: the report as a PDF, or (outputScreenshot) a zip of page PNGs. */
export async function reportPdf(
  app: FastifyInstance,
  context: SignedInProfileContext,
  idOrCode: string,
  screenshots: { baseFilename: string } | null,
): Promise<{ body: Buffer; fileName: string; kind: 'pdf' | 'zip' }> {
  const { report } = await readableReport(context, idOrCode);
  const key = issuePrintKey(app, {
    brand: context.brand,
    scope: PROFILE_PRINT_SCOPES.report,
    subjectId: report.report_code,
  });
  const path = reportPrintPath(key, report.report_code, context.locale);
  const name = `360 report ${formattedLabelOf(report).replaceAll('/', '-')}`;
  if (screenshots) {
    const body = await renderScreenshotsZip(app, {
      brand: context.brand,
      locale: context.locale,
      path,
      baseFileName: screenshots.baseFilename || name,
    });
    return { body, fileName: `${screenshots.baseFilename || name}.zip`, kind: 'zip' };
  }
  return {
    body: await renderPdf(app, { brand: context.brand, locale: context.locale, path }),
    fileName: `${name}.pdf`,
    kind: 'pdf',
  };
}

/** `GetTeamReportByGroupIdPdf`: the team report as a PDF (members as for the team report). */
export async function teamPdf(
  app: FastifyInstance,
  context: SignedInProfileContext,
  input: { userGroupId: string; userAccountIds: readonly string[]; landscape: boolean },
) {
  const key = issuePrintKey(app, {
    brand: context.brand,
    scope: PROFILE_PRINT_SCOPES.team,
    subjectId: input.userGroupId,
  });
  const path = teamReportPrintPath(key, input.userGroupId, context.locale, input.userAccountIds);
  return renderPdf(app, {
    brand: context.brand,
    locale: context.locale,
    path,
    landscape: input.landscape,
  });
}

/**
 * `StartGenerateReportPdfBatch` (report ids) and `StartGenerateParticipantProfilePdfBatch`
 * (participant ids, their latest report): one PDF per readable report, zipped by the batch job.
 */
export async function startReportPdfBatch(
  app: FastifyInstance,
  context: SignedInProfileContext,
  input: { ids: readonly string[]; byParticipant: boolean; landscape: boolean },
): Promise<PdfBatch> {
  const actor = await actorOf(context);
  const reports = input.byParticipant
    ? await reportsOfParticipants(context.db, context.brand, input.ids)
    : await Promise.all(input.ids.map((id) => findReport(context.db, context.brand, id)));
  const readable = reports.filter(
    (r) =>
      r !== undefined &&
      canReadReport(actor, { userAccountId: r.user_account_id, isReleased: r.is_released }),
  );
  const seen = new Set<string>();
  const items = readable.flatMap((r) => {
    const subjectId = input.byParticipant ? r!.participant_id : r!.report_code;
    if (seen.has(subjectId)) return [];
    seen.add(subjectId);
    const path = input.byParticipant
      ? participantReportPrintPath(PRINT_KEY_PLACEHOLDER, subjectId, context.locale)
      : reportPrintPath(PRINT_KEY_PLACEHOLDER, subjectId, context.locale);
    return [
      {
        scope: input.byParticipant ? PROFILE_PRINT_SCOPES.participant : PROFILE_PRINT_SCOPES.report,
        subjectId,
        path,
        fileName: `360 report ${formattedLabelOf(r!).replaceAll('/', '-')} ${r!.report_code.slice(0, 6)}.pdf`,
      },
    ];
  });
  return startPdfBatch(app, {
    brand: context.brand,
    requesterId: context.session.userId,
    kind: 'profileReport',
    language: context.language,
    items,
    landscape: input.landscape,
  });
}

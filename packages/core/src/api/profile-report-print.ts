import { z } from 'zod';
import { PROFILE_COACHES } from '../access/roles';
import { ANY } from '../access/rules';
import { zPdfBatch } from '../domain/documents';
import { LOCALES } from '../i18n/locales';
import { zGuid } from '../validation/guid';
import {
  zPdfBatchRequest,
  zProfileReportData,
  zTeamReportData,
} from '../validation/profile-report';
import { endpoint, file, jsonOf } from './endpoint';
import { zIdParams } from './params';
import {
  zIgnoredSegment,
  zLocaleQuery,
  zMembersQuery,
  zReportCode,
  zReportRef,
  zTrueFalse,
} from './profile-params';

const base = '/api/profilereport';
const report = jsonOf(zProfileReportData, 'ProfileReportData');
const team = jsonOf(zTeamReportData, 'TeamReportData');
const zTeamQuery = zMembersQuery.extend(zLocaleQuery.shape);
const zPdfQuery = zLocaleQuery.extend({
  outputScreenshot: zTrueFalse,
  baseFilename: z.string().trim().max(100).default(''),
});
const zTeamPdfParams = z.object({ a: zGuid, b: z.enum(LOCALES), flag: zTrueFalse });
const zReportPdfParams = z.object({ id: zReportRef });

const teamPrintData = <P extends z.ZodType>(path: `/api/${string}`, params: P) =>
  endpoint({
    method: 'GET',
    path,
    access: 'anonymous',
    summary: "A team's report for the print view, opened by its print key (print-key header).",
    params,
    query: zTeamQuery,
    answer: team,
  });
/** The PDFs (and their batches), which a brand may switch off. */
const feature = 'pdfDownloads';

const reportPdf = <P extends z.ZodType>(path: `/api/${string}`, params: P) =>
  endpoint({
    method: 'GET',
    path,
    access: ANY,
    feature,
    summary:
      'A report as a PDF in the language asked for (with outputScreenshot, a zip of its pages).',
    params,
    query: zPdfQuery,
    answer: file,
  });
const pdfBatch = (action: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `${base}/${action}/:a/:b`,
    access: PROFILE_COACHES,
    feature,
    summary,
    params: z.object({ a: z.enum(LOCALES), b: zTrueFalse }),
    body: zPdfBatchRequest,
    answer: jsonOf(zPdfBatch, 'PdfBatch'),
  });
const teamPdf = <P extends z.ZodType>(path: `/api/${string}`, params: P) =>
  endpoint({
    method: 'GET',
    path,
    access: ANY,
    feature,
    summary: "A team's report as a PDF in language {b}, landscape with {flag}.",
    params,
    query: zMembersQuery,
    answer: file,
  });

/**
 * The 360 print data and its PDFs. The print data is anonymous: the headless browser has no
 * session, and the print key in its header opens one subject.
 */
export const profileReportPrintApi = {
  printData: endpoint({
    method: 'GET',
    path: `${base}/getProfileReportPrintData/:id`,
    access: 'anonymous',
    summary: 'A report for the print view, opened by its print key (print-key header).',
    params: z.object({ id: zReportCode }),
    query: zLocaleQuery,
    answer: report,
  }),
  participantPrintData: endpoint({
    method: 'GET',
    path: `${base}/getProfileReportPrintData/:id/participant`,
    access: 'anonymous',
    summary: "A participant's latest report for the print view, opened by its print key.",
    params: zIdParams,
    query: zLocaleQuery,
    answer: report,
  }),
  teamPrintData: teamPrintData(`${base}/getProfileTeamReportPrintData/:id`, zIdParams),
  teamPrintDataX: teamPrintData(
    `${base}/getProfileTeamReportPrintData/:id/:x`,
    zIdParams.extend({ x: zIgnoredSegment }),
  ),
  reportPdf: reportPdf(`${base}/getReportpdf/:id`, zReportPdfParams),
  reportPdfX: reportPdf(
    `${base}/getReportpdf/:id/:x`,
    zReportPdfParams.extend({ x: zIgnoredSegment }),
  ),
  startReportPdfBatch: pdfBatch(
    'StartGenerateReportPdfBatch',
    'Starts printing the given reports into one zip, in language {a}, landscape with {b}.',
  ),
  startParticipantPdfBatch: pdfBatch(
    'StartGenerateParticipantProfilePdfBatch',
    "Starts printing the given participants' latest reports into one zip ({a}, {b} as above).",
  ),
  teamPdf: teamPdf(`${base}/GetTeamReportByGroupIdPdf/:a/:b/:flag`, zTeamPdfParams),
  teamPdfX: teamPdf(
    `${base}/GetTeamReportByGroupIdPdf/:a/:b/:flag/:x`,
    zTeamPdfParams.extend({ x: zIgnoredSegment }),
  ),
};

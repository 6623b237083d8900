import { PROFILE_COACHES } from '../access/roles';
import {
  zCreateInsightsRequest,
  zInsightsReport,
  zInsightsReportData,
  zSaveRangeSelectionsRequest,
} from '../validation/profile-report';
import { endpoint, gatedBy, jsonOf } from './endpoint';
import { zIdParams } from './params';
import { zLocaleQuery } from './profile-params';

const base = '/api/insightsreport';
const insights = jsonOf(zInsightsReport, 'InsightsReport');
const data = jsonOf(zInsightsReportData, 'InsightsReportData');

/** insightsreport: the coach's insights report builder (the profile coaches' rule). */
const endpoints = {
  create: endpoint({
    method: 'POST',
    path: `${base}/CreateInitialReport`,
    access: PROFILE_COACHES,
    summary: 'Starts (or answers) the insights report of a profile report.',
    body: zCreateInsightsRequest,
    answer: insights,
  }),
  saveRanges: endpoint({
    method: 'POST',
    path: `${base}/SaveRangeSelections`,
    access: PROFILE_COACHES,
    summary: "Saves the coach's target ranges, and whether the report is complete.",
    body: zSaveRangeSelectionsRequest,
    answer: insights,
  }),
  setIncomplete: endpoint({
    method: 'GET',
    path: `${base}/SetIncomplete/:id`,
    access: PROFILE_COACHES,
    summary: 'Opens a completed insights report for changes again.',
    params: zIdParams,
    answer: insights,
  }),
  data: endpoint({
    method: 'GET',
    path: `${base}/GetInsightsReportData/:id`,
    access: PROFILE_COACHES,
    summary: 'An insights report with its profile report.',
    params: zIdParams,
    answer: data,
  }),
  // The headless browser has no session; the print key in its header opens this report.
  printData: endpoint({
    method: 'GET',
    path: `${base}/GetInsightsReportPrintData/:id`,
    access: 'anonymous',
    summary: 'An insights report for the print view, opened by its print key (print-key header).',
    params: zIdParams,
    query: zLocaleQuery,
    answer: data,
  }),
};

/** The insights report calls, in brands with the feature on. */
export const insightsReportApi = gatedBy('insightsReport', endpoints);

import {
  CKH_EVENT_COLUMNS,
  CLIENT_RESULTS_MAX_ROWS,
  clientResultsTotals,
  type BrandKey,
  type TCkhEventRow,
  type TClientResults,
  type TClientResultsQuery,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ACCOUNT_NOT_FOUND } from '../crmaccount/crmaccount.policy';
import { campusSummary } from './account-overviews.service';
import { accountNameIn, ckhEventRows } from './client-reports.store';
import { iso, rangeOf, reportRows, totalOf, type ReportSource } from './reports.service';

/**
 * The client reports (docs/decisions.md, "Reports"): the education report is the campus summary
 * of the client's accounts; the CKH report lists their CKH events; the client results of one
 * account gather both for its print view and PDF.
 */

/** The print scope of client results: `/print/clientResults/...`. */
export const CLIENT_RESULTS_PRINT_SCOPE = 'clientResults';

export const clientCkh: ReportSource<TCkhEventRow> = {
  columns: CKH_EVENT_COLUMNS,
  read: async (db, scope, filters, slice) => {
    const records = await ckhEventRows(db, scope, rangeOf(filters), slice);
    return {
      total: totalOf(records),
      rows: records.map((r) => ({
        eventId: r.event_id,
        accountId: r.account_id,
        accountName: r.account_name,
        eventName: r.event_name,
        eventTypeName: r.event_type_name,
        startDate: iso(r.start_date),
        participants: Number(r.participants),
        checkedIn: Number(r.checked_in),
        plansComplete: Number(r.plans_complete),
        surveyResponses: Number(r.survey_responses),
        surveyAverage: r.survey_average === null ? null : Number(r.survey_average),
      })),
    };
  },
};

/** The name of an account of the brand; 404 for another brand's or none. */
export async function clientAccountName(
  db: Kysely<Database>,
  brand: BrandKey,
  accountId: string,
): Promise<string> {
  const accountName = await accountNameIn(db, brand, accountId);
  if (accountName === undefined) throw notFound(ACCOUNT_NOT_FOUND);
  return accountName;
}

/**
 * The client results of an account of the brand: its campuses' journey and its CKH events in
 * the range, added up, with the first CLIENT_RESULTS_MAX_ROWS of each listed. The caller has
 * checked access (the account is visible, or a print key names it); 404 for another brand's.
 */
export async function clientResults(
  db: Kysely<Database>,
  brand: BrandKey,
  accountId: string,
  range: TClientResultsQuery,
): Promise<TClientResults> {
  const accountName = await clientAccountName(db, brand, accountId);
  const scope = { brand, visible: 'all' as const, accountId };
  const filters = { ...range, accountId };
  const [campuses, events] = await Promise.all([
    reportRows(db, campusSummary, scope, filters),
    reportRows(db, clientCkh, scope, filters),
  ]);
  return {
    accountId,
    accountName,
    from: range.from ?? null,
    to: range.to ?? null,
    totals: clientResultsTotals(campuses, events),
    campuses: campuses.slice(0, CLIENT_RESULTS_MAX_ROWS),
    events: events.slice(0, CLIENT_RESULTS_MAX_ROWS),
  };
}

import { z } from 'zod';
import { reportRangeInOrder, reportRangeMessage, zReportDay } from './reports';

/**
 * The CET dashboards (`cetdashboard`, `teamalyticscetdashboard`) of the event admins: the events
 * of a range through their pipeline, their attendance and what followed them
 * (docs/decisions.md, "CET dashboards").
 */

/** Every event of the brand, or the team events only (held for a group: the team analytics one). */
export const CET_DASHBOARD_EVENTS = ['all', 'team'] as const;

export const zCetDashboardQuery = z
  .object({
    from: zReportDay,
    to: zReportDay,
    events: z.enum(CET_DASHBOARD_EVENTS).default('all'),
  })
  .refine(reportRangeInOrder, reportRangeMessage);
export type TCetDashboardQuery = z.output<typeof zCetDashboardQuery>;

/** Where an event is: each event in exactly one stage. */
export const CET_PIPELINE_STAGES = ['scheduled', 'delivered', 'certified', 'reconciled'] as const;
export type CetPipelineStage = (typeof CET_PIPELINE_STAGES)[number];

/** The figures of a set of events (the whole dashboard, or one event type). */
export type TCetFigures = Record<CetPipelineStage, number> & {
  events: number;
  registered: number;
  checkedIn: number;
  /** Participants who have an account (whose plan can be counted). */
  withAccount: number;
  /** Of those, the ones whose Traction Plan is complete. */
  plansComplete: number;
  checkups: number;
  /** Checkups whose reports went out (stage Reported or Completed). */
  checkupsReported: number;
};

export type TCetDashboard = {
  totals: TCetFigures;
  /** The same figures per event type, most events first. */
  byType: (TCetFigures & { eventTypeId: string; eventTypeName: string })[];
};

/** A share as a whole percentage, or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

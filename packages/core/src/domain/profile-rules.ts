import { formatShortDate, toDate } from './dates';

/** The spec's pending self-description (part 1, section 4). */
export function hasPendingSelfDescription(
  latest: {
    isActive: boolean;
    describers: readonly { isSelf: boolean; isComplete: boolean }[];
  } | null,
): boolean {
  if (!latest || !latest.isActive) return false;
  if (latest.describers.length === 0) return true;
  const self = latest.describers.find((d) => d.isSelf);
  return !self || !self.isComplete;
}

export type ReleaseFacts = {
  selfOnly: boolean;
  /** Not before this date; null = no date condition (decisions). */
  releaseDate: Date | null;
  now: Date;
  selfComplete: boolean;
  /** Describers other than self who finished. */
  describersComplete: number;
  minDescribers: number;
  requireCheckIn: boolean;
  checkedIn: boolean;
};

/**
 * The spec's release rule (part 1, section 4): a self-only report after its set date or when the
 * self-description is complete; any other after its date, once the minimum number of describers
 * finished and, where required, the participant checked in.
 */
export function isReportReleasable(facts: ReleaseFacts): boolean {
  const dateReached = facts.releaseDate !== null && facts.now >= facts.releaseDate;
  if (facts.selfOnly) return dateReached || facts.selfComplete;
  return (
    (facts.releaseDate === null || dateReached) &&
    facts.describersComplete >= facts.minDescribers &&
    (!facts.requireCheckIn || facts.checkedIn)
  );
}

/**
 * The spec's formattedLabel: the latest description date (or the created date) as MM/DD/YY,
 * then ' - label' when there is a label, then the describer count minus one in brackets.
 */
export function formatReportLabel(report: {
  latestDescriptionUTC: Date | string | null;
  createdUTC: Date | string;
  label: string | null;
  describerCount: number;
}): string {
  const date = formatShortDate(toDate(report.latestDescriptionUTC) ?? report.createdUTC);
  const label = report.label?.trim() ? ` - ${report.label.trim()}` : '';
  return `${date}${label} (${Math.max(0, report.describerCount - 1)})`;
}

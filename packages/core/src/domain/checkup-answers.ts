import type { TCheckup, TFeedbackRequest } from '../validation/checkup';
import { CheckupStage } from './enums';

/** How a partner's request reads: a request left unanswered when feedback closed is closed. */
export type FeedbackRequestShown = TFeedbackRequest['status'] | 'closed';

export function feedbackRequestShown(
  status: TFeedbackRequest['status'],
  stage: CheckupStage,
): FeedbackRequestShown {
  return status === 'pending' && stage >= CheckupStage.FeedbackClosed ? 'closed' : status;
}

/** The partners still to answer and the participants waiting for them, across the checkup. */
export function unansweredOf(checkup: Pick<TCheckup, 'participants'>): {
  requests: number;
  participants: number;
} {
  const waiting = checkup.participants.filter((p) => p.counts.pending > 0);
  return {
    requests: waiting.reduce((sum, p) => sum + p.counts.pending, 0),
    participants: waiting.length,
  };
}

/** Closing feedback and releasing reports warn while partners have not answered. */
export const warnsOfUnanswered = (to: CheckupStage) =>
  to === CheckupStage.FeedbackClosed || to === CheckupStage.Reported;

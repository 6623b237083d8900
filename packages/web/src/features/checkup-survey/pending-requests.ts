import type { TPartnerFeedbackRequest } from '@portal/core';

export type PendingRequest = TPartnerFeedbackRequest & { surveyCode: string };

/** Requests the partner can still answer, oldest first (the one waiting longest comes first). */
export function pendingRequestsOf(requests: readonly TPartnerFeedbackRequest[]): PendingRequest[] {
  return requests
    .filter(
      (r): r is PendingRequest =>
        r.status === 'pending' && r.surveyCode !== null && r.stageView.isAwaitingFeedback,
    )
    .sort((a, b) => (a.sentUtc ?? '').localeCompare(b.sentUtc ?? ''));
}

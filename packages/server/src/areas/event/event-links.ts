/** The links an event hands its participants: to join online, and to book a session. */

/**
 * The link to join an event online from its details (or an answer carrying it), as participants
 * get it: none where the brand has `virtualEvents` off (`linksOn` false).
 */
export function virtualLinkOf(details: object, linksOn: boolean): string | null {
  const link = (details as { virtualConferenceUrl?: string | null }).virtualConferenceUrl;
  return linksOn ? (link ?? null) : null;
}

/** The event's scheduling link with the participant filled in (participantScheduling). */
export function personalizedSchedulingUrl(url: string, participantId: string): string {
  const link = new URL(url);
  link.searchParams.set('participantId', participantId);
  return link.href;
}

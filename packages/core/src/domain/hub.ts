import { z } from 'zod';
import { TOAST_DURATION_MS } from './constants';
import { PDF_BATCH_PROGRESS_EVENT, zPdfBatch } from './documents';

/**
 * The real-time hub's protocol, shared by the server and the web client. The browser connects to
 * `HUB_PATH?version={v}&appname={brand}&access_token={token}` (browsers cannot set headers on a
 * WebSocket) and receives one JSON text frame per event.
 */
export const HUB_PATH = '/hub/messaging/messaginghub';

/**
 * Close codes of the hub, in the application range (4000-4999) and mirroring HTTP statuses, so a
 * browser (which never sees the status of a refused upgrade) learns why it was refused.
 */
export const HUB_CLOSE_CODES = {
  /** appname missing or unknown, or version missing. */
  badRequest: 4400,
  /** No access token, or one not valid for this brand (the client renews once). */
  unauthorized: 4401,
  /** The server is shutting down: reconnect (to another instance) after the usual delay. */
  goingAway: 1001,
} as const;

/** The colours a pushed message may ask for: a toast severity, or a hex colour. */
export const HUB_MESSAGE_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
export type HubMessageSeverity = (typeof HUB_MESSAGE_SEVERITIES)[number];
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Longest pushed text: a NOTIFY payload (fan-out across instances) holds under 8000 bytes. */
export const HUB_TEXT_MAX_LENGTH = 1000;
export const HUB_TIMEOUT_MIN_MS = 1_000;
export const HUB_TIMEOUT_MAX_MS = 60_000;

export const zHubColour = z.union([
  z.enum(HUB_MESSAGE_SEVERITIES),
  z.string().trim().regex(HEX_COLOUR, 'must be info, success, warning, error or a hex colour'),
]);

/** The spec's server events: ReceiveMessage(from, text, timeout, colour), ReInitialize, ForceReload(message), AppConfigUpdated; and PdfBatchProgress(batch). */
export const ZHubEvent = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('ReceiveMessage'),
    from: z.string().trim().max(200).default(''),
    text: z.string().trim().min(1).max(HUB_TEXT_MAX_LENGTH),
    timeout: z
      .number()
      .int()
      .min(HUB_TIMEOUT_MIN_MS)
      .max(HUB_TIMEOUT_MAX_MS)
      .default(TOAST_DURATION_MS),
    colour: zHubColour.default('info'),
  }),
  z.object({ name: z.literal('ReInitialize') }),
  z.object({
    name: z.literal('ForceReload'),
    message: z.string().trim().max(HUB_TEXT_MAX_LENGTH).optional(),
  }),
  z.object({ name: z.literal('AppConfigUpdated') }),
  /** To the trainers and admins of an event: its check-in count changed (training events). */
  z.object({
    name: z.literal('EventCheckedInCount'),
    eventId: z.string().uuid(),
    computedCheckedInCount: z.number().int().min(0),
  }),
  // The progress of a PDF batch, pushed to the person who started it.
  z.object({ name: z.literal(PDF_BATCH_PROGRESS_EVENT), batch: zPdfBatch }),
]);
export type THubEvent = z.output<typeof ZHubEvent>;
export type HubEventName = THubEvent['name'];

/**
 * POST /api/hub/Send: an event to one user of the caller's brand (`userId`), or to everyone
 * signed in to the caller's brand (no `userId`).
 */
export const ZHubSendRequest = z.object({
  userId: z.string().trim().min(1).max(200).optional(),
  event: ZHubEvent,
});
export type THubSendRequest = z.input<typeof ZHubSendRequest>;

/** The answer of POST /api/hub/Send: the sockets of this instance that received the event. */
export type HubSendResult = { deliveredHere: number };

/** Reads one frame sent by the hub; null for anything that is not a known event. */
export function parseHubFrame(data: unknown): THubEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZHubEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

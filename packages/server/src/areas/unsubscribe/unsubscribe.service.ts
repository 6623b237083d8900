import {
  maskedAddress,
  type MessageType,
  type TUnsubscription,
  type UnsubscribeScope,
} from '@portal/core';
import { notFound } from '../../http/errors';
import {
  findLink,
  setUnsubscribed,
  type UnsubscribeLinkRow,
} from '../../mail/unsubscribe-links.store';
import type { RequestContext } from '../../shared/request-context';

export const UNKNOWN_LINK = 'errors.unsubscribe.unknownLink';

const present = (row: UnsubscribeLinkRow): TUnsubscription => ({
  scope: row.scope as UnsubscribeScope,
  name: row.subject_name,
  recipient: maskedAddress(row.recipient),
  messageType: row.message_type as MessageType,
  unsubscribed: row.unsubscribed_at !== null,
});

async function requireLink(ctx: RequestContext, token: string): Promise<UnsubscribeLinkRow> {
  const row = await findLink(ctx.db, ctx.brand, token);
  if (!row) throw notFound(UNKNOWN_LINK);
  return row;
}

/** What the link stops, without changing anything (a mail scanner may open links). */
export async function describeLink(ctx: RequestContext, token: string): Promise<TUnsubscription> {
  return present(await requireLink(ctx, token));
}

/** Stops the link's messages; a second confirmation keeps the first date. */
export async function unsubscribe(ctx: RequestContext, token: string): Promise<TUnsubscription> {
  await requireLink(ctx, token);
  return present(await setUnsubscribed(ctx.db, token, ctx.now));
}

/** Sends the link's messages again. */
export async function resubscribe(ctx: RequestContext, token: string): Promise<TUnsubscription> {
  await requireLink(ctx, token);
  return present(await setUnsubscribed(ctx.db, token, null));
}

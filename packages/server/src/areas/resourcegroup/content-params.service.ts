import { contentParamFields, type TContentParamValues } from '@portal/core';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { latestAccountOf, latestEventWithContent } from './content-params.store';
import { CONTENT_NOT_FOUND, reachableContents } from './content.service';

/**
 * contentParams/{id}: the caller's values for the params an item they reach declares: their
 * user account and sign-in address, the latest event they take part in whose catalog item names
 * the item (eventIdUaIdEmail), the account they joined last (accountIdUaIdEmail). Only what the
 * item declares, only the caller's own; an item they do not reach answers 404.
 */
export async function contentParams(
  ctx: ActorContext,
  contentId: string,
): Promise<TContentParamValues> {
  const [content] = await reachableContents(ctx, [contentId]);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
  const fields = contentParamFields(content.paramTypes);
  const person = ctx.actor.userAccountId;
  if (fields.size === 0 || !person) return {};
  const [eventId, accountId] = await Promise.all([
    fields.has('eventId')
      ? latestEventWithContent(ctx.db, ctx.brand, person, content.id)
      : undefined,
    fields.has('accountId') ? latestAccountOf(ctx.db, person) : undefined,
  ]);
  return {
    ...(eventId ? { eventId } : {}),
    ...(accountId ? { accountId } : {}),
    uaId: person,
    email: ctx.actor.email,
  };
}

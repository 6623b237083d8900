import type { TPublicContent } from '@portal/core';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../shared/request-context';
import { CONTENT_NOT_FOUND } from './content.service';
import { loadContents } from './content.store';
import { publicItemOfGroup } from './content-public.store';

/**
 * public/{code}/{contentId}: an item marked public of an active group, for anybody (signed in
 * or not). Whatever else is asked (an unknown code or id, a draft or archived group, an item
 * not marked public or not in that group) answers the same 404, so nothing is learnt by trying.
 */
export async function publicContent(
  ctx: Pick<RequestContext, 'db' | 'brand'>,
  code: string,
  contentId: string,
): Promise<TPublicContent> {
  const group = await publicItemOfGroup(ctx.db, ctx.brand, code, contentId);
  const [content] = group ? await loadContents(ctx.db, ctx.brand, [contentId]) : [];
  if (!group || !content) throw notFound(CONTENT_NOT_FOUND);
  return { resourceGroup: { code: group.groupCode, name: group.groupName }, content };
}

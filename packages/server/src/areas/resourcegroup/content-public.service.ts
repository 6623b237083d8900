import type { TPublicContent } from '@portal/core';
import { notFound } from '../../http/errors';
import { CONTENT_NOT_FOUND, presentContents, type FileLinkContext } from './content.service';
import { loadContents } from './content.store';
import { publicItemOfGroup } from './content-public.store';

/**
 * public/{code}/{contentId}: an item marked public of an active group, for anybody (signed in
 * or not). Whatever else is asked (an unknown code or id, a draft or archived group, an item
 * not marked public or not in that group) answers the same 404, so nothing is learnt by trying.
 */
export async function publicContent(
  ctx: FileLinkContext,
  code: string,
  contentId: string,
): Promise<TPublicContent> {
  const group = await publicItemOfGroup(ctx.db, ctx.brand, code, contentId);
  const stored = group ? await loadContents(ctx.db, ctx.brand, [contentId]) : [];
  const [content] = await presentContents(ctx, stored);
  if (!group || !content) throw notFound(CONTENT_NOT_FOUND);
  return { resourceGroup: { code: group.groupCode, name: group.groupName }, content };
}

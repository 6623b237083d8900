import {
  CONTENT_AUTOSAVE_BURST_MS,
  type TContent,
  type TContentSave,
  type TContentVersion,
  type TContentVersionInfo,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { saveContentFiles } from './content-file.service';
import { loadContents, updateContent } from './content.store';
import {
  archiveVersion,
  findVersion,
  listVersions,
  lockContent,
  type StoredContent,
} from './content-versions.store';

export const CONTENT_NOT_FOUND = 'errors.resources.contentNotFound';
export const STALE_CONTENT = 'errors.resources.staleContent';
export const VERSION_NOT_FOUND = 'errors.resources.versionNotFound';

/**
 * Whether the stored version is an autosave of this editor a moment ago: the next save replaces
 * it without keeping it, so a burst of typing leaves one version, the state it started from.
 */
export const foldsIntoNextSave = (stored: StoredContent, editor: string | null, now: Date) =>
  stored.autosaved &&
  editor !== null &&
  stored.updatedBy === editor &&
  now.getTime() - stored.updatedAt.getTime() <= CONTENT_AUTOSAVE_BURST_MS;

/**
 * Saves over an item inside the caller's transaction: 404 when the brand has no such item, 409
 * when it changed since the version the editor loaded; the replaced version is kept unless it
 * folds into this save.
 */
export async function saveOverStored(
  trx: Kysely<Database>,
  ctx: ActorContext,
  contentId: string,
  input: TContentSave,
): Promise<void> {
  const stored = await lockContent(trx, ctx.brand, contentId);
  if (!stored) throw notFound(CONTENT_NOT_FOUND);
  if (input.version !== undefined && input.version !== stored.version) {
    throw new HttpError(409, STALE_CONTENT);
  }
  const editor = ctx.actor.userAccountId;
  if (!foldsIntoNextSave(stored, editor, ctx.now)) await archiveVersion(trx, stored);
  const saved = await updateContent(
    trx,
    ctx.brand,
    contentId,
    { ...input, version: stored.version },
    editor,
  );
  if (!saved) throw new HttpError(409, STALE_CONTENT);
}

async function requireContent(ctx: ActorContext, contentId: string): Promise<void> {
  const [content] = await loadContents(ctx.db, ctx.brand, [contentId]);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
}

/** GetContentVersions/{id}: the item's saved versions, newest first. */
export async function contentVersions(
  ctx: ActorContext,
  contentId: string,
): Promise<TContentVersionInfo[]> {
  await requireContent(ctx, contentId);
  return listVersions(ctx.db, ctx.brand, contentId);
}

/** GetContentVersion/{id}/{version}: one saved version whole. */
export async function contentVersion(
  ctx: ActorContext,
  contentId: string,
  version: number,
): Promise<TContentVersion> {
  const found = await findVersion(ctx.db, ctx.brand, contentId, version);
  if (!found) throw notFound(VERSION_NOT_FOUND);
  return found;
}

/**
 * RestoreContentVersion/{id}/{version}: a new save of the old content over the version the
 * editor has loaded (the current content is kept as a version in turn).
 */
export async function restoreContentVersion(
  ctx: ActorContext,
  contentId: string,
  version: number,
  currentVersion: number,
): Promise<TContent> {
  const old = await contentVersion(ctx, contentId, version);
  // The item's uploaded file stays (absent fileId); the images its sections name are its uses.
  const input = { ...old.content, version: currentVersion, autosave: false };
  await ctx.db.transaction().execute(async (trx) => {
    await saveOverStored(trx, ctx, contentId, input);
    await saveContentFiles(trx, ctx.brand, contentId, input);
  });
  const [content] = await loadContents(ctx.db, ctx.brand, [contentId]);
  if (!content) throw notFound(CONTENT_NOT_FOUND);
  return content;
}

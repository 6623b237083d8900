import { z } from 'zod';
import { zGuid } from './guid';
import type { TContentSave } from './resource-group';

/**
 * The saved versions of a content item: every save keeps the version it replaces, except an
 * autosave that the same editor's next save replaces soon after (a burst of typing keeps one).
 */

/** Autosaves this close to the one before (by the same editor) belong to one version. */
export const CONTENT_AUTOSAVE_BURST_MS = 5 * 60_000;

/** What a version holds: the item as it was saved. */
export type TContentSnapshot = Pick<
  TContentSave,
  'entityType' | 'title' | 'summary' | 'sections' | 'isPublic' | 'paramTypes' | 'videoUrl' | 'tags'
>;

/** One saved version in the versions menu (newest first). */
export type TContentVersionInfo = {
  version: number;
  title: string;
  savedAt: string;
  savedByName: string | null;
  /** Written by an autosave (not a save the editor asked for). */
  autosaved: boolean;
};

/** One saved version whole, to look at before restoring it. */
export type TContentVersion = TContentVersionInfo & { content: TContentSnapshot };

export const ZContentVersionParams = z.object({
  id: zGuid,
  version: z.coerce.number().int().min(1),
});

/** RestoreContentVersion: the version the editor has loaded (409 when the item moved on). */
export const ZContentRestore = z.object({ currentVersion: z.number().int().min(1) });

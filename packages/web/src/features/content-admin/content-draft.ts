import {
  ZContentSave,
  type TContent,
  type TContentSave,
  type TContentSaveInput,
} from '@portal/core';
import type { SchemaIssue } from '../../ui/zod-resolver';

/** What the editor changes of an item (id, version and the autosave flag are added on save). */
export type ContentDraft = Omit<TContentSave, 'id' | 'version' | 'autosave'>;

export const emptyDraft = (): ContentDraft => ({
  entityType: 'Content',
  title: '',
  summary: '',
  sections: [],
  isPublic: false,
  paramTypes: [],
  videoUrl: null,
  tags: [],
});

export const draftOf = (content: TContent): ContentDraft => ({
  entityType: content.entityType,
  title: content.title,
  summary: content.summary,
  sections: content.sections,
  isPublic: content.isPublic,
  paramTypes: content.paramTypes,
  videoUrl: content.videoUrl,
  tags: content.tags,
});

/** The body of a save, and what core's rules refuse in it (nothing: it may be sent). */
export function saveBody(
  draft: ContentDraft,
  saved: { id: string; version: number } | null,
  autosave: boolean,
): { body: TContentSaveInput; problems: SchemaIssue[] } {
  const body: TContentSaveInput = {
    ...draft,
    videoUrl: draft.entityType === 'ContentVideo' ? draft.videoUrl || null : null,
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    autosave,
  };
  const checked = ZContentSave.safeParse(body);
  return { body, problems: checked.success ? [] : checked.error.issues };
}

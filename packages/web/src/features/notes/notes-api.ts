import type {
  NoteEntityType,
  TNote,
  TNoteAttachmentUpload,
  TNotePage,
  TNoteSave,
  TNoteSearch,
} from '@portal/core';
import { NOTE_ENTITY_TYPES } from '@portal/core';
import type { ApiClient } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

export type NoteSearch = Omit<TNoteSearch, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

export const searchNotes = (api: ApiClient, query: NoteSearch, signal?: AbortSignal) =>
  api.get<TNotePage>('/api/notes/search', query, signal);

export const fetchNote = (api: ApiClient, noteId: string, signal?: AbortSignal) =>
  api.get<TNote>(`/api/notes/${id(noteId)}`, undefined, signal);

export const saveNote = (api: ApiClient, body: TNoteSave) =>
  api.post<TNote>('/api/notes/save', body);

export const deleteNote = (api: ApiClient, noteId: string) =>
  api.del<boolean>(`/api/notes/${id(noteId)}`);

/** Pins or unpins one note for the signed-in person (their other pins stay). */
export const setNotePinned = (api: ApiClient, noteId: string, pinned: boolean) =>
  pinned
    ? api.post<TNote>(`/api/notes/${id(noteId)}/pin`, {})
    : api.del<TNote>(`/api/notes/${id(noteId)}/pin`);

export const uploadAttachment = (api: ApiClient, noteId: string, body: TNoteAttachmentUpload) =>
  api.post<TNote>(`/api/notes/${id(noteId)}/attachments`, body);

export const deleteAttachment = (api: ApiClient, attachmentId: string) =>
  api.del<TNote>(`/api/notes/attachment/${id(attachmentId)}`);

/** Where a note's file downloads (a signed-in call, so through the download helper). */
export const attachmentPath = (attachmentId: string) => `/api/notes/attachment/${id(attachmentId)}`;

/** The entity type of a URL, in any case ('crmaccount' or 'CrmAccount'); null when unknown. */
export function entityTypeOf(text: string | undefined): NoteEntityType | null {
  const lower = text?.toLowerCase();
  return NOTE_ENTITY_TYPES.find((type) => type.toLowerCase() === lower) ?? null;
}

export const noteKeys = { all: ['notes'] as const };

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

/** Pins or unpins the note for the caller only (each person keeps their own pins). */
export const pinNote = (api: ApiClient, noteId: string, pinned: boolean) =>
  api.post<TNote>(`/api/notes/${id(noteId)}/pin`, { pinned });

export const uploadAttachment = (api: ApiClient, noteId: string, body: TNoteAttachmentUpload) =>
  api.post<TNote>(`/api/notes/${id(noteId)}/attachments`, body);

export const deleteAttachment = (api: ApiClient, noteId: string, attachmentId: string) =>
  api.del<TNote>(`/api/notes/${id(noteId)}/attachments/${id(attachmentId)}`);

/** The entity type of a URL, in any case ('crmaccount' or 'CrmAccount'); null when unknown. */
export function entityTypeOf(text: string | undefined): NoteEntityType | null {
  const lower = text?.toLowerCase();
  return NOTE_ENTITY_TYPES.find((type) => type.toLowerCase() === lower) ?? null;
}

export const noteKeys = { all: ['notes'] as const };

import {
  NOTE_ENTITY_TYPES,
  notesApi,
  type NoteEntityType,
  type TNoteAttachmentUpload,
  type TNoteSave,
  type TNoteSearch,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call, endpointPath } from '../../api/call';

export type NoteSearch = Omit<TNoteSearch, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

export const searchNotes = (api: ApiClient, query: NoteSearch, signal?: AbortSignal) =>
  call(api, notesApi.search, { query }, signal);

export const fetchNote = (api: ApiClient, noteId: string, signal?: AbortSignal) =>
  call(api, notesApi.get, { params: { id: noteId } }, signal);

export const saveNote = (api: ApiClient, body: TNoteSave) => call(api, notesApi.save, { body });

export const deleteNote = (api: ApiClient, noteId: string) =>
  call(api, notesApi.remove, { params: { id: noteId } });

/** Pins or unpins one note for the signed-in person (their other pins stay). */
export const setNotePinned = (api: ApiClient, noteId: string, pinned: boolean) =>
  call(api, pinned ? notesApi.pin : notesApi.unpin, { params: { id: noteId } });

export const uploadAttachment = (api: ApiClient, noteId: string, body: TNoteAttachmentUpload) =>
  call(api, notesApi.addAttachment, { params: { id: noteId }, body });

export const deleteAttachment = (api: ApiClient, attachmentId: string) =>
  call(api, notesApi.removeAttachment, { params: { id: attachmentId } });

/** Where a note's file downloads (a signed-in call, so through the download helper). */
export const attachmentPath = (attachmentId: string) =>
  endpointPath(notesApi.attachment, { params: { id: attachmentId } });

/** The entity type of a URL, in any case ('crmaccount' or 'CrmAccount'); null when unknown. */
export function entityTypeOf(text: string | undefined): NoteEntityType | null {
  const lower = text?.toLowerCase();
  return NOTE_ENTITY_TYPES.find((type) => type.toLowerCase() === lower) ?? null;
}

export const noteKeys = { all: ['notes'] as const };

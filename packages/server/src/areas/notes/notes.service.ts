import type { ErrorText } from '@portal/core/i18n';
import {
  NOTE_LIMITS,
  type PagedResult,
  type TNote,
  type ZNoteAttachmentUpload,
  type ZNoteSave,
  type ZNoteSearch,
} from '@portal/core';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { type ActorContext } from '../../shared/request-context';
import { decodeBase64 } from '../../shared/pictures';
import { canChangeNote, NOTE_NOT_FOUND, requireNotesAdmin, requireNotesOf } from './notes.policy';
import {
  attachmentsOf,
  countAttachments,
  deleteAttachment,
  deleteNoteById,
  deletePin,
  findAttachmentContent,
  findAttachmentNoteId,
  findNote,
  insertAttachment,
  insertNote,
  insertPin,
  pinnedAmong,
  replacePins,
  searchNotes,
  updateNote,
  type NoteRow,
} from './notes.store';

export const STALE_NOTE = 'errors.notes.staleNote';
export const ATTACHMENT_TOO_LARGE: ErrorText = {
  key: 'errors.notes.attachmentTooLarge',
  values: { megabytes: NOTE_LIMITS.attachmentBytes / 1_048_576 },
};
export const TOO_MANY_ATTACHMENTS: ErrorText = {
  key: 'errors.notes.tooManyAttachments',
  values: { count: NOTE_LIMITS.attachments },
};

/** Types served inline-safe as themselves; anything else is served as bytes to download. */
const KNOWN_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export const contentTypeOfName = (name: string) =>
  KNOWN_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

async function present(ctx: ActorContext, rows: NoteRow[]): Promise<TNote[]> {
  const ids = rows.map((row) => row.id);
  const [attachments, pinned] = await Promise.all([
    attachmentsOf(ctx.db, ids),
    pinnedAmong(ctx.db, ctx.actor.userAccountId, ids),
  ]);
  return rows.map((row) => {
    const change = canChangeNote(ctx, row.authorUserAccountId);
    return {
      ...row,
      pinned: pinned.has(row.id),
      attachments: attachments
        .filter((a) => a.note_id === row.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          contentType: a.content_type,
          size: a.size,
          url: `/api/notes/attachment/${a.id}`,
        })),
      abilities: { edit: change, delete: change },
    };
  });
}

/** A note the caller may read (404 otherwise). */
async function readableNote(ctx: ActorContext, id: string): Promise<NoteRow> {
  const row = await findNote(ctx.db, ctx.brand, id);
  if (!row) throw notFound(NOTE_NOT_FOUND);
  await requireNotesOf(ctx, row.entityType, row.entityId);
  return row;
}

/** A note the caller may change (404, then 403). */
async function changeableNote(ctx: ActorContext, id: string): Promise<NoteRow> {
  const row = await readableNote(ctx, id);
  if (!canChangeNote(ctx, row.authorUserAccountId)) throw new HttpError(403, NOT_AUTHORIZED);
  return row;
}

export async function getNote(ctx: ActorContext, id: string): Promise<TNote> {
  const [note] = await present(ctx, [await readableNote(ctx, id)]);
  if (!note) throw notFound(NOTE_NOT_FOUND);
  return note;
}

/** search: one entity's notes (its readers), or every note of the brand (the notes admin). */
export async function findNotes(
  ctx: ActorContext,
  query: z.output<typeof ZNoteSearch>,
): Promise<PagedResult<TNote>> {
  if (query.entityType && query.entityId) {
    await requireNotesOf(ctx, query.entityType, query.entityId);
  } else {
    requireNotesAdmin(ctx);
  }
  const page = await searchNotes(ctx.db, ctx.brand, query, ctx.actor.userAccountId);
  return { ...page, data: await present(ctx, page.data) };
}

/** save: a new note on an entity the caller may use, or a change by its author over its version. */
export async function saveNote(
  ctx: ActorContext,
  input: z.output<typeof ZNoteSave>,
): Promise<TNote> {
  if (input.id) {
    const row = await changeableNote(ctx, input.id);
    if (row.entityType !== input.entityType || row.entityId !== input.entityId) {
      throw new HttpError(400, 'errors.notes.entityFixed');
    }
    const saved = await updateNote(ctx.db, row.id, input.version ?? row.version, {
      title: input.title,
      body: input.body,
      now: ctx.now,
    });
    if (!saved) throw new HttpError(409, STALE_NOTE);
    return getNote(ctx, row.id);
  }
  await requireNotesOf(ctx, input.entityType, input.entityId);
  const id = await insertNote(ctx.db, {
    brand: ctx.brand,
    entityType: input.entityType,
    entityId: input.entityId,
    title: input.title,
    body: input.body,
    authorId: ctx.actor.userAccountId,
    now: ctx.now,
  });
  return getNote(ctx, id);
}

/** DELETE {id}: the author or global data access; false when there is no such note. */
export async function deleteNote(ctx: ActorContext, id: string): Promise<boolean> {
  const row = await changeableNote(ctx, id);
  await deleteNoteById(ctx.db, row.id);
  return true;
}

/** Adds an attachment to a note the caller may change. */
export async function addAttachment(
  ctx: ActorContext,
  noteId: string,
  upload: z.output<typeof ZNoteAttachmentUpload>,
): Promise<TNote> {
  await changeableNote(ctx, noteId);
  const bytes = decodeBase64(upload.data);
  if (!bytes) throw new HttpError(400, 'errors.notes.attachmentNotBase64');
  if (bytes.length > NOTE_LIMITS.attachmentBytes) throw new HttpError(413, ATTACHMENT_TOO_LARGE);
  if ((await countAttachments(ctx.db, noteId)) >= NOTE_LIMITS.attachments) {
    throw new HttpError(422, TOO_MANY_ATTACHMENTS);
  }
  await insertAttachment(ctx.db, {
    noteId,
    name: upload.name,
    contentType: contentTypeOfName(upload.name),
    data: bytes,
  });
  return getNote(ctx, noteId);
}

async function attachmentNote(ctx: ActorContext, attachmentId: string) {
  const noteId = await findAttachmentNoteId(ctx.db, attachmentId);
  if (!noteId) throw notFound('errors.notes.attachmentNotFound');
  return noteId;
}

/** The bytes of an attachment of a note the caller may read. */
export async function readAttachment(ctx: ActorContext, attachmentId: string) {
  await readableNote(ctx, await attachmentNote(ctx, attachmentId));
  return findAttachmentContent(ctx.db, attachmentId);
}

export async function removeAttachment(ctx: ActorContext, attachmentId: string): Promise<TNote> {
  const noteId = await attachmentNote(ctx, attachmentId);
  await changeableNote(ctx, noteId);
  await deleteAttachment(ctx.db, attachmentId);
  return getNote(ctx, noteId);
}

/**
 * Pins (or unpins) one note the caller may read, for themselves alone: their pins on other
 * notes stay as they are. Answers the note as the caller now sees it.
 */
export async function setNotePin(ctx: ActorContext, id: string, pinned: boolean): Promise<TNote> {
  const row = await readableNote(ctx, id);
  const viewer = ctx.actor.userAccountId;
  if (!viewer) throw new HttpError(403, NOT_AUTHORIZED);
  if (pinned) await insertPin(ctx.db, viewer, row.id);
  else await deletePin(ctx.db, viewer, row.id);
  return getNote(ctx, row.id);
}

/**
 * UpdatePinnedNotes/{userAccountId}/{noteIds}: replaces the person's pinned notes with the
 * listed ones they may read (comma-separated ids, or `none`). Own pins only.
 */
export async function updatePinnedNotes(
  ctx: ActorContext,
  userAccountId: string,
  noteIds: readonly string[],
): Promise<string[]> {
  if (userAccountId !== ctx.actor.userAccountId) throw new HttpError(403, NOT_AUTHORIZED);
  const readable: string[] = [];
  for (const id of new Set(noteIds)) {
    const row = await findNote(ctx.db, ctx.brand, id);
    if (
      row &&
      (await requireNotesOf(ctx, row.entityType, row.entityId).then(
        () => true,
        () => false,
      ))
    ) {
      readable.push(id);
    }
  }
  await ctx.db.transaction().execute((db) => replacePins(db, userAccountId, readable));
  return readable;
}

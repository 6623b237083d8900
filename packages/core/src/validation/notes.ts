import { z } from 'zod';
import { zGuid } from './guid';
import { ZRichText, type TRichText } from './rich-text';
import { zPagedQuery, type PagedResult } from './paging';

/**
 * Notes on entities (`/api/notes/...`): rich text kept as structured text (never HTML), with
 * attachments; each person pins notes of their own.
 */

/** The entities notes are kept on (the spec's entity type names). */
export const NOTE_ENTITY_TYPES = [
  'CrmAccount',
  'UserGroup',
  'TrainingEvent',
  'UserAccount',
] as const;
export type NoteEntityType = (typeof NOTE_ENTITY_TYPES)[number];
export const zNoteEntityType = z.enum(NOTE_ENTITY_TYPES);

export const NOTE_LIMITS = {
  title: 200,
  attachments: 20,
  attachmentBytes: 5 * 1024 * 1024,
  attachmentName: 200,
} as const;

/** POST /api/notes/save: a new note (no id) or a change over the version it was loaded at. */
export const ZNoteSave = z.object({
  id: zGuid.optional(),
  entityType: zNoteEntityType,
  entityId: zGuid,
  title: z.string().trim().min(1).max(NOTE_LIMITS.title),
  body: ZRichText,
  version: z.number().int().min(1).optional(),
});
export type TNoteSave = z.input<typeof ZNoteSave>;

export type TNoteAttachment = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** Download address (signed-in call with the note's access). */
  url: string;
};

export type TNote = {
  id: string;
  entityType: NoteEntityType;
  entityId: string;
  title: string;
  body: TRichText;
  /** The first characters of the text, for lists. */
  preview: string;
  authorUserAccountId: string | null;
  authorName: string | null;
  createdUTC: string;
  updatedUTC: string;
  version: number;
  /** Pinned by the caller. */
  pinned: boolean;
  attachments: TNoteAttachment[];
  abilities: { edit: boolean; delete: boolean };
};

/** GET /api/notes/search: the notes of one entity (or, for the admin screen, all), paged. */
export const ZNoteSearch = zPagedQuery.extend({
  entityType: zNoteEntityType.optional(),
  entityId: zGuid.optional(),
  sortProperty: z.enum(['updatedUTC', 'createdUTC', 'title']).default('updatedUTC'),
  sortAscending: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
  pinnedOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});
export type TNoteSearch = z.input<typeof ZNoteSearch>;
export type TNotePage = PagedResult<TNote>;

/** POST /api/notes/{id}/attachments: one file as base64 (bare or a data URL). */
export const ZNoteAttachmentUpload = z.object({
  name: z.string().trim().min(1).max(NOTE_LIMITS.attachmentName),
  data: z
    .string()
    .min(1)
    .max(Math.ceil(NOTE_LIMITS.attachmentBytes / 3) * 4 + 200),
});
export type TNoteAttachmentUpload = z.input<typeof ZNoteAttachmentUpload>;

import { z } from 'zod';
import { zPagedQuery } from '../validation/paging';
import type { ContentEntityType } from './content-sections';
import { PICTURE_TYPES } from './picture';

/**
 * Files of the content library: images shown on pages, attachments (ContentAttachment items)
 * and uploaded videos (ContentVideo items). A file is typed by its bytes, never by its name or
 * the type the browser declares; each kind accepts only the types below and is limited in size.
 */

export const CONTENT_FILE_KINDS = ['image', 'attachment', 'video'] as const;
export type ContentFileKind = (typeof CONTENT_FILE_KINDS)[number];

const MB = 1_048_576;

/** The largest file of each kind, in bytes. */
export const CONTENT_FILE_MAX_BYTES: Readonly<Record<ContentFileKind, number>> = {
  image: 10 * MB,
  attachment: 25 * MB,
  video: 500 * MB,
};

/**
 * Raster images only, as for account pictures plus GIF: SVG is refused, it can carry script.
 */
export const CONTENT_IMAGE_TYPES = [...PICTURE_TYPES, 'image/gif'] as const;

/**
 * The types each kind accepts, as recognised from the bytes. Attachments are documents and
 * images; plain text (and so HTML) has no signature to recognise and is refused.
 */
export const CONTENT_FILE_TYPES: Readonly<Record<ContentFileKind, readonly string[]>> = {
  image: CONTENT_IMAGE_TYPES,
  attachment: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'audio/mpeg',
    ...CONTENT_IMAGE_TYPES,
  ],
  // What every current browser plays.
  video: ['video/mp4', 'video/webm'],
};

/** The entity type an item must have to hold a file of each kind (images sit in sections). */
export const CONTENT_FILE_ENTITY: Readonly<Record<ContentFileKind, ContentEntityType | null>> = {
  image: null,
  attachment: 'ContentAttachment',
  video: 'ContentVideo',
};

/** POST file?kind=...: the kind of the uploaded file (the query, read before the bytes). */
export const ZContentFileUpload = z.object({ kind: z.enum(CONTENT_FILE_KINDS) });

/** A stored file: its id, the name it was uploaded with, size, type. */
export type TContentFile = {
  id: string;
  kind: ContentFileKind;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
};

/**
 * A stored file with its signed, short-lived address (outside /api, loads in a bare <img> or
 * <video>): what the content staff get for a file no item uses yet (an upload, the file manager).
 */
export type TLinkedContentFile = TContentFile & { url: string };

/**
 * The file manager's types (the spec's `admin/fileManager/{fileType}`): the library's images,
 * attachments and videos, each a kind of content file. Note attachments belong to their notes
 * (readable by the note's audience only) and common attachments have no store: the manager
 * names them and says where they are managed, it lists no files of them.
 */
export const FILE_MANAGER_TYPES = [
  'contentImage',
  'contentAttachment',
  'contentVideo',
  'noteAttachment',
  'commonAttachment',
] as const;
export type FileManagerType = (typeof FILE_MANAGER_TYPES)[number];

/** The kind of content file each type lists; null: not files of the library. */
export const FILE_MANAGER_KIND: Readonly<Record<FileManagerType, ContentFileKind | null>> = {
  contentImage: 'image',
  contentAttachment: 'attachment',
  contentVideo: 'video',
  noteAttachment: null,
  commonAttachment: null,
};

export const isFileManagerType = (value: unknown): value is FileManagerType =>
  FILE_MANAGER_TYPES.includes(value as FileManagerType);

/** GET files: a page of the brand's files of one kind, by name. */
export const ZContentFileList = zPagedQuery.extend({ kind: z.enum(CONTENT_FILE_KINDS) });

/** POST files/{id}/rename: the name shown and given to downloads (cleaned by the server). */
export const ZContentFileRename = z.object({ name: z.string().trim().min(1).max(200) });

/** An item that uses a file, or (`page`) a configured page that shows it: its name as title. */
export type TContentFileUse = { id: string; title: string; page?: true };

/** A file as the file manager shows it: who uploaded it and which items use it. */
export type TManagedContentFile = TLinkedContentFile & {
  uploadedBy: string | null;
  usedBy: TContentFileUse[];
};

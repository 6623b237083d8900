import { z } from 'zod';
import { zPagedQuery } from '../validation/paging';
import type { ContentEntityType } from './content-sections';
import { PICTURE_TYPES } from './picture';

/**
 * Files of the content library: images shown on pages, attachments (ContentAttachment items),
 * uploaded videos (ContentVideo items) and common attachments (documents the brand links from
 * its pages, e-mails and elsewhere, at a public address). A file is typed by its bytes, never by
 * its name or the type the browser declares; each kind accepts only the types below and is
 * limited in size.
 */

export const CONTENT_FILE_KINDS = ['image', 'attachment', 'video', 'common'] as const;
export type ContentFileKind = (typeof CONTENT_FILE_KINDS)[number];

const MB = 1_048_576;

/** The largest file of each kind, in bytes. */
export const CONTENT_FILE_MAX_BYTES: Readonly<Record<ContentFileKind, number>> = {
  image: 10 * MB,
  attachment: 25 * MB,
  video: 500 * MB,
  common: 25 * MB,
};

/**
 * Raster images only, as for account pictures plus GIF: SVG is refused, it can carry script.
 */
export const CONTENT_IMAGE_TYPES = [...PICTURE_TYPES, 'image/gif'] as const;

/**
 * Documents and images: what attachments (of items, or common) may be. Plain text (and so
 * HTML) has no signature to recognise and is refused.
 */
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'audio/mpeg',
  ...CONTENT_IMAGE_TYPES,
];

/** The types each kind accepts, as recognised from the bytes. */
export const CONTENT_FILE_TYPES: Readonly<Record<ContentFileKind, readonly string[]>> = {
  image: CONTENT_IMAGE_TYPES,
  attachment: DOCUMENT_TYPES,
  // What every current browser plays.
  video: ['video/mp4', 'video/webm'],
  common: DOCUMENT_TYPES,
};

/** The entity type an item must have to hold a file of each kind (images sit in sections). */
export const CONTENT_FILE_ENTITY: Readonly<Record<ContentFileKind, ContentEntityType | null>> = {
  image: null,
  attachment: 'ContentAttachment',
  video: 'ContentVideo',
  common: null,
};

/** Where anyone downloads a common attachment of a brand (outside /api, for links anywhere). */
export const COMMON_FILE_PATH = '/files/common';

/** The public address of a common attachment. */
export const commonFileAddress = (brand: string, fileId: string) =>
  `${COMMON_FILE_PATH}/${brand}/${fileId}`;

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
 * attachments, videos and common attachments, each a kind of content file. Note attachments
 * belong to their notes (readable by the note's audience only): the manager names them and says
 * where they are managed, it lists none of them.
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
  commonAttachment: 'common',
};

export const isFileManagerType = (value: unknown): value is FileManagerType =>
  FILE_MANAGER_TYPES.includes(value as FileManagerType);

/** GET files: a page of the brand's files of one kind, by name. */
export const ZContentFileList = zPagedQuery.extend({ kind: z.enum(CONTENT_FILE_KINDS) });

/** POST files/{id}/rename: the name shown and given to downloads (cleaned by the server). */
export const ZContentFileRename = z.object({ name: z.string().trim().min(1).max(200) });

/**
 * What uses a file: an item, a configured page that shows or links it (`page`), or a message
 * template that links it (`template`, titled by its code and language).
 */
export type TContentFileUse = { id: string; title: string; page?: true; template?: true };

/** A file as the file manager shows it: who uploaded it and which items use it. */
export type TManagedContentFile = TLinkedContentFile & {
  uploadedBy: string | null;
  usedBy: TContentFileUse[];
};

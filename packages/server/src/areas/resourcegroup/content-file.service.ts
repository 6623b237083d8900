import type { Readable } from 'node:stream';
import type { ErrorText } from '@portal/core/i18n';
import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';
import {
  CONTENT_FILE_ENTITY,
  CONTENT_FILE_MAX_BYTES,
  CONTENT_FILE_TYPES,
  cleanFileName,
  walkSections,
  type BrandKey,
  type ContentFileKind,
  type TContentSave,
  type TLinkedContentFile,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import {
  currentFileId,
  fileIdsOfKind,
  findFile,
  insertFile,
  presentFile,
  setContentFiles,
  type StoredFileFields,
} from './content-file.store';
import type { FileStore } from '../../storage/file-store';
import { discardStaged, stageUpload } from './content-file.storage';
import type { FileLinkContext, LibraryContext } from './content.service';

/**
 * The library's files: an upload is written to disk as it arrives, then typed by its bytes and
 * refused unless its kind accepts the type. A file is read by its signed address, given with
 * the items that use it to those who reach them (content.service presentContents).
 */

export const FILE_NOT_FOUND = 'errors.contentFile.notFound';
export const FILE_REQUIRED = 'errors.contentFile.fileRequired';

export const fileTooLarge = (kind: ContentFileKind): ErrorText => ({
  key: 'errors.contentFile.tooLarge',
  values: { megabytes: CONTENT_FILE_MAX_BYTES[kind] / 1_048_576 },
});
/** Each kind names the types it accepts. */
export const FILE_TYPE_REFUSED = {
  image: 'errors.contentFile.imageRefused',
  attachment: 'errors.contentFile.attachmentRefused',
  video: 'errors.contentFile.videoRefused',
  common: 'errors.contentFile.attachmentRefused',
} as const satisfies Record<ContentFileKind, string>;

/** A file with its signed address, for the content staff (who reach every file). */
export const linkedFile = (ctx: FileLinkContext, row: StoredFileFields): TLinkedContentFile => ({
  ...presentFile(row),
  url: ctx.fileLinks.urls(ctx.brand, [row], ctx.now)[row.id] ?? '',
});

/** One uploaded part: its bytes as they arrive, the name it was sent with, whether cut short. */
export type IncomingFile = { stream: Readable; fileName: string; truncated: () => boolean };

/** A received file, kept by the store: its bytes' hash and size, its recognised type. */
export type ReceivedFile = { sha256: string; size: number; mime: string; ext: string };

/**
 * Stages an upload, checks it (not cut short, not empty, of a type the kind accepts) and keeps
 * its bytes; a refused one leaves nothing behind.
 */
export async function receiveFile(
  files: FileStore,
  kind: ContentFileKind,
  incoming: IncomingFile,
): Promise<ReceivedFile> {
  const staged = await stageUpload(files.localDir, incoming.stream);
  try {
    if (incoming.truncated()) throw new HttpError(413, fileTooLarge(kind));
    if (staged.size === 0) throw new HttpError(400, FILE_REQUIRED);
    const detected = await fileTypeFromFile(staged.path);
    if (!detected || !CONTENT_FILE_TYPES[kind].includes(detected.mime)) {
      throw new HttpError(415, FILE_TYPE_REFUSED[kind]);
    }
    await files.keep(staged);
    return { sha256: staged.sha256, size: staged.size, mime: detected.mime, ext: detected.ext };
  } catch (error) {
    await discardStaged(staged.path);
    throw error;
  }
}

/** POST file?kind=: keeps the upload when its bytes are of a type the kind accepts. */
export async function uploadContentFile(
  ctx: LibraryContext,
  files: FileStore,
  kind: ContentFileKind,
  incoming: IncomingFile,
): Promise<TLinkedContentFile> {
  const received = await receiveFile(files, kind, incoming);
  const row = await insertFile(ctx.db, ctx.brand, {
    kind,
    name: cleanFileName(incoming.fileName || `${kind}.${received.ext}`),
    content_type: received.mime,
    size: received.size,
    sha256: received.sha256,
    created_by: ctx.actor.userAccountId,
  });
  return linkedFile(ctx, row);
}

/** The image files a page's sections name (image and imageCarousel sections). */
function sectionFileIds(sections: TContentSave['sections']): string[] {
  const ids: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') ids.push(value.toLowerCase());
  };
  walkSections(sections, (section) => {
    if (section.type === 'image') add(section.data.fileId);
    if (section.type === 'imageCarousel' && Array.isArray(section.data.images)) {
      for (const image of section.data.images) {
        if (image && typeof image === 'object' && 'fileId' in image) add(image.fileId);
      }
    }
  });
  return ids;
}

/** The item's own file after a save: the one given, else the one it had if it still fits. */
async function itemFile(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  input: TContentSave,
): Promise<string | null> {
  if (input.fileId !== undefined && input.fileId !== null) {
    const file = await findFile(db, brand, input.fileId);
    if (!file) throw notFound(FILE_NOT_FOUND);
    if (CONTENT_FILE_ENTITY[file.kind] !== input.entityType) {
      throw new HttpError(400, 'errors.contentFile.wrongKind');
    }
    return file.id;
  }
  if (input.fileId === null || input.videoUrl !== null) return null;
  const kept = await currentFileId(db, contentId);
  const file = kept ? await findFile(db, brand, kept) : undefined;
  return file && CONTENT_FILE_ENTITY[file.kind] === input.entityType ? file.id : null;
}

/**
 * On every save of an item (in its transaction): its own file, and the files it uses (that
 * file and the images its sections name). A section naming something that is not an image of
 * the brand grants nothing; the page shows that image as missing.
 */
export async function saveContentFiles(
  db: Kysely<Database>,
  brand: BrandKey,
  contentId: string,
  input: TContentSave,
): Promise<void> {
  const fileId = await itemFile(db, brand, contentId, input);
  const images = await fileIdsOfKind(db, brand, 'image', sectionFileIds(input.sections));
  await setContentFiles(db, contentId, fileId, fileId ? [fileId, ...images] : images);
}

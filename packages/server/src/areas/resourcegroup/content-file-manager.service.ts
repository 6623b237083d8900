import type { Kysely } from 'kysely';
import {
  PAGE_IMAGE_CHOICES,
  cleanFileName,
  pageImageAddress,
  type TPageImageChoice,
  type ContentFileKind,
  type PagedQuery,
  type PagedResult,
  type TManagedContentFile,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { FileLinkContext, LibraryContext } from './content.service';
import {
  FILE_NOT_FOUND,
  linkedFile,
  receiveFile,
  type IncomingFile,
  type ReceivedFile,
} from './content-file.service';
import { findFile, type ContentFileRow } from './content-file.store';
import {
  deleteFilesUnusedBefore,
  deleteUnusedFile,
  findManagedFile,
  hashesStillStored,
  listManagedFiles,
  markUnusedFiles,
  renameFile,
  replaceFileBytes,
  usesOfFiles,
  type ManagedFileRow,
} from './content-file-manager.store';
import type { FileStore } from '../../storage/file-store';
import { sweepStaged } from './content-file.storage';

/**
 * The file manager (content admins): the brand's files with who uploaded them and the items
 * that use them, renamed, or deleted when no item uses them; and the clean-up of files no item
 * has used for a day.
 */

export const FILE_IN_USE = 'errors.contentFile.inUse';
/** How long a file no item uses is kept (an upload waits for the item that will use it). */
export const UNUSED_FILE_GRACE_MS = 86_400_000;

async function present(
  ctx: LibraryContext,
  rows: readonly ManagedFileRow[],
): Promise<TManagedContentFile[]> {
  const uses = await usesOfFiles(
    ctx.db,
    ctx.brand,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...linkedFile(ctx, row),
    uploadedBy: row.uploaded_by || null,
    usedBy: uses.get(row.id) ?? [],
  }));
}

/** GET files?kind=: a page of the brand's files of the kind, newest first (or by name). */
export async function managedFiles(
  ctx: LibraryContext,
  query: PagedQuery & { kind: ContentFileKind },
): Promise<PagedResult<TManagedContentFile>> {
  const { count, rows } = await listManagedFiles(ctx.db, ctx.brand, query);
  return { count, data: await present(ctx, rows) };
}

/**
 * The images a page may show (for the edit mode's image choice): the newest of the brand's
 * library images, or those whose name holds the search, with a signed address to preview them.
 */
export async function pageImageChoices(
  ctx: FileLinkContext,
  search: string | undefined,
): Promise<TPageImageChoice[]> {
  const { rows } = await listManagedFiles(ctx.db, ctx.brand, {
    kind: 'image',
    page: 1,
    pageSize: PAGE_IMAGE_CHOICES,
    sortProperty: undefined,
    sortAscending: false,
    search,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: pageImageAddress(ctx.brand, row.id),
    preview: linkedFile(ctx, row).url,
  }));
}

/** GET files/{id}. */
export async function managedFile(ctx: LibraryContext, id: string): Promise<TManagedContentFile> {
  const row = await findManagedFile(ctx.db, ctx.brand, id);
  if (!row) throw notFound(FILE_NOT_FOUND);
  const [file] = await present(ctx, [row]);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** POST files/{id}/rename: the name is cleaned as an upload's is. */
export async function renameContentFile(
  ctx: LibraryContext,
  id: string,
  name: string,
): Promise<TManagedContentFile> {
  if (!(await renameFile(ctx.db, ctx.brand, id, cleanFileName(name)))) {
    throw notFound(FILE_NOT_FOUND);
  }
  return managedFile(ctx, id);
}

/** Removes the bytes of deleted files unless another file stores the same bytes. */
async function removeBytes(db: Kysely<Database>, files: FileStore, hashes: readonly string[]) {
  const kept = await hashesStillStored(db, hashes);
  for (const hash of new Set(hashes)) {
    if (!kept.has(hash)) await files.remove(hash);
  }
}

/** The file's name, with the extension of its new type when the type changes. */
function nameAfterReplace(file: ContentFileRow, received: ReceivedFile): string {
  if (received.mime === file.content_type) return file.name;
  const dot = file.name.lastIndexOf('.');
  return cleanFileName(`${dot > 0 ? file.name.slice(0, dot) : file.name}.${received.ext}`);
}

/**
 * POST files/{id}/replace: new bytes of the file's own kind (the upload is read once the kind is
 * known) under the same id, so every item and
 * page that uses it shows them; the name stays (a new type brings its extension). The old bytes
 * go unless another file stores them.
 */
export async function replaceContentFile(
  ctx: LibraryContext,
  files: FileStore,
  id: string,
  incoming: (kind: ContentFileKind) => Promise<IncomingFile>,
): Promise<TManagedContentFile> {
  const file = await findFile(ctx.db, ctx.brand, id);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const received = await receiveFile(files, file.kind, await incoming(file.kind));
  const previous = await replaceFileBytes(ctx.db, ctx.brand, id, {
    sha256: received.sha256,
    size: received.size,
    content_type: received.mime,
    name: nameAfterReplace(file, received),
  });
  if (previous === undefined) {
    // Deleted while the bytes arrived: they stay only if another file stores them.
    await removeBytes(ctx.db, files, [received.sha256]);
    throw notFound(FILE_NOT_FOUND);
  }
  if (previous !== received.sha256) await removeBytes(ctx.db, files, [previous]);
  return managedFile(ctx, id);
}

/** DELETE files/{id}: only a file no item uses; else 409 naming the items that use it. */
export async function deleteContentFile(
  ctx: LibraryContext,
  files: FileStore,
  id: string,
): Promise<boolean> {
  const hash = await deleteUnusedFile(ctx.db, ctx.brand, id);
  if (hash) {
    await removeBytes(ctx.db, files, [hash]);
    return true;
  }
  const file = await managedFile(ctx, id);
  throw new HttpError(409, {
    key: FILE_IN_USE,
    values: { items: file.usedBy.map((item) => item.title).join(', ') },
  });
}

/**
 * The clean-up job: files of every brand that no item has used for a day are deleted, rows and
 * bytes (bytes another file shares stay), and uploads left half-way for a day. Answers how many
 * files were deleted.
 */
export async function removeUnusedFiles(
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_FILE_GRACE_MS);
  await markUnusedFiles(db);
  const hashes = await deleteFilesUnusedBefore(db, cutoff);
  await removeBytes(db, files, hashes);
  await sweepStaged(files.localDir, cutoff);
  return hashes.length;
}

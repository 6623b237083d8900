import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  BRAND_KEYS,
  COMMON_FILE_PATH,
  CONTENT_FILE_MAX_BYTES,
  type ContentFileKind,
  PAGE_IMAGE_PATH,
  resourceGroupApi as api,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { contentDisposition } from '../../documents/send-file';
import { HttpError, notFound, sendError } from '../../http/errors';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import { fileStoreOf, type FileStore } from '../../storage/file-store';
import {
  CONTENT_FILE_PATH,
  contentFileLinks,
  secondsLeft,
  zFileLinkParams,
  zFileLinkQuery,
} from './content-file-links';
import {
  FILE_NOT_FOUND,
  FILE_REQUIRED,
  fileTooLarge,
  uploadContentFile,
  type IncomingFile,
} from './content-file.service';
import { findFile, type ContentFileRow } from './content-file.store';
import { shownOnPage } from './content-file-manager.store';
import {
  deleteContentFile,
  managedFile,
  managedFiles,
  renameContentFile,
  replaceContentFile,
} from './content-file-manager.service';

export const RANGE_NOT_SATISFIABLE = 'errors.contentFile.rangeNotSatisfiable';
/** How long a browser keeps a public file (a page image, a common attachment) before asking again. */
const PUBLIC_FILE_MAX_AGE = 300;
const zPublicFileParams = z.object({ brand: z.enum(BRAND_KEYS), fileId: zGuid });

/** The kinds always given as downloads; images and videos show in the page. */
const DOWNLOADED = new Set<ContentFileKind>(['attachment', 'common']);

/** Room for the form's boundary and part headers around the file. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Answers a stored file, a byte range of it when asked (206, one range; several ranges get the
 * whole file, as a server may ignore Range), 416 with `bytes *\/size` for a range outside it.
 * Never rendered as a page of the portal: its type as recognised at upload, not sniffed, a
 * sandbox should it be opened, and attachments as downloads.
 */
async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  file: ContentFileRow,
  maxAge: number,
): Promise<FastifyReply> {
  const result = await files.read(file.sha256, request.raw);
  if (result.kind === 'rangeNotSatisfiable') {
    reply.header('content-range', result.contentRange);
    return sendError(request, reply, 416, RANGE_NOT_SATISFIABLE);
  }
  if (result.kind === 'missing') {
    request.log.error({ fileId: file.id, store: files.kind }, 'stored file unreadable');
    throw notFound(FILE_NOT_FOUND);
  }
  return reply
    .code(result.status)
    .headers(result.headers)
    .header('content-type', file.content_type)
    .header(
      'content-disposition',
      contentDisposition(file.name, DOWNLOADED.has(file.kind) ? 'attachment' : 'inline'),
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', `private, max-age=${maxAge}`)
    .send(result.stream);
}

/**
 * The one file part of a multipart request, limited to the kind's size: a body declared larger
 * is refused before a byte of it is read.
 */
async function incomingFile(request: FastifyRequest, kind: ContentFileKind): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.attachment.multipartRequired');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CONTENT_FILE_MAX_BYTES[kind] + FORM_OVERHEAD) {
    throw new HttpError(413, fileTooLarge(kind));
  }
  const part = await request.file({
    limits: { fileSize: CONTENT_FILE_MAX_BYTES[kind], files: 1, fields: 0, parts: 1 },
  });
  if (!part) throw new HttpError(400, FILE_REQUIRED);
  return { stream: part.file, fileName: part.filename, truncated: () => part.file.truncated };
}

/** The library's files: upload, the file manager, and the signed addresses that serve them. */
export function registerContentFileRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const files = () => fileStoreOf(app.portal.config);
  const ctx = async (request: FastifyRequest) => ({
    ...(await actorContext(request, db)),
    fileLinks: contentFileLinks(app.portal.keys),
  });

  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fields: 0, parts: 1 },
    });
    serve(scope, api.uploadFile, async ({ query }, request) =>
      uploadContentFile(
        await ctx(request),
        files(),
        query.kind,
        await incomingFile(request, query.kind),
      ),
    );
    serve(scope, api.replaceFile, async ({ params }, request) =>
      replaceContentFile(await ctx(request), files(), params.fileId, (kind) =>
        incomingFile(request, kind),
      ),
    );
  });

  serve(app, api.files, async ({ query }, request) => managedFiles(await ctx(request), query));
  serve(app, api.fileInfo, async ({ params }, request) =>
    managedFile(await ctx(request), params.fileId),
  );
  serve(app, api.renameFile, async ({ params, body }, request) =>
    renameContentFile(await ctx(request), params.fileId, body.name),
  );
  serve(app, api.deleteFile, async ({ params }, request) =>
    deleteContentFile(await ctx(request), files(), params.fileId),
  );

  // Outside /api: a bare <img> or <video> sends neither app-name nor a token. The signed
  // address opens its file of its brand until it expires; anything else is the 404 of unknown.
  app.get(`${CONTENT_FILE_PATH}/:fileId`, async (request, reply) => {
    const params = zFileLinkParams.safeParse(request.params);
    const query = zFileLinkQuery.safeParse(request.query);
    const now = new Date();
    const opened =
      params.success &&
      query.success &&
      contentFileLinks(app.portal.keys).opens(query.data.b, params.data.fileId, query.data.s, now);
    const file = opened ? await findFile(db, query.data.b, params.data.fileId) : undefined;
    if (!opened || !file) return sendError(request, reply, 404, FILE_NOT_FOUND);
    return sendStoredFile(request, reply, files(), file, secondsLeft(query.data.s, now));
  });

  // Outside /api, for anyone (the sign-in page shows them): a library image of a brand while a
  // page of that brand shows it; any other file, or one no page shows, is the 404 of unknown.
  app.get(`${PAGE_IMAGE_PATH}/:brand/:fileId`, async (request, reply) => {
    const params = zPublicFileParams.safeParse(request.params);
    const shown = params.success && (await shownOnPage(db, params.data.brand, params.data.fileId));
    const file = shown ? await findFile(db, params.data.brand, params.data.fileId) : undefined;
    if (!file || file.kind !== 'image') return sendError(request, reply, 404, FILE_NOT_FOUND);
    return sendStoredFile(request, reply, files(), file, PUBLIC_FILE_MAX_AGE);
  });

  // Outside /api, for anyone: a brand's common attachment, linked from pages, e-mails or other
  // sites (its id is random); a file of another kind or brand is the 404 of unknown.
  app.get(`${COMMON_FILE_PATH}/:brand/:fileId`, async (request, reply) => {
    const params = zPublicFileParams.safeParse(request.params);
    const file = params.success
      ? await findFile(db, params.data.brand, params.data.fileId)
      : undefined;
    if (!file || file.kind !== 'common') return sendError(request, reply, 404, FILE_NOT_FOUND);
    return sendStoredFile(request, reply, files(), file, PUBLIC_FILE_MAX_AGE);
  });
}

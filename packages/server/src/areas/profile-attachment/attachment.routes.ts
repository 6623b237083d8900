import type { ErrorText } from '@portal/core/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, profileAttachmentApi, zGuid } from '@portal/core';
import { sendUploadedFile } from '../../documents/send-file';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { serve } from '../../http/serve';
import { profileContextOf } from '../profile-participant/profile-context';
import { signedIn } from '../../shared/request-context';
import {
  attachmentById,
  attachmentFile,
  attachmentsByEmails,
  attachmentsWhere,
  deleteAttachment,
  ownAttachments,
  uploadAttachment,
  type AttachmentUpload,
} from './attachment.service';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zUploadFields = z.object({
  id: z.preprocess(blankToUndefined, zGuid.optional()),
  userAccountId: zGuid,
  name: z.string().trim().max(200).default(''),
  participantId: z.preprocess(blankToUndefined, zGuid.optional()),
  planDataId: z.preprocess(blankToUndefined, zGuid.optional()),
  // The spec's `path` field is not read (unknown fields are dropped): the server names where
  // a file is kept.
});
/** Room for the file and the form's other fields. */
const MULTIPART_LIMIT = ATTACHMENT_MAX_BYTES + 64 * 1024;
export const ATTACHMENT_TOO_LARGE: ErrorText = {
  key: 'errors.attachment.tooLarge',
  values: { megabytes: ATTACHMENT_MAX_BYTES / 1024 / 1024, bytes: ATTACHMENT_MAX_BYTES },
};

/** Reads the multipart form with the platform's own parser (fetch's FormData). */
async function readUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  const form = await new Request('http://upload.local/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: request.body as Buffer,
  })
    .formData()
    .catch(() => {
      throw new HttpError(400, 'errors.attachment.multipartInvalid');
    });
  const file = form.get('file');
  if (!(file instanceof Blob)) {
    throw new HttpError(400, 'errors.common.requestNotValid', [
      { field: 'file', message: 'A file is required.' },
    ]);
  }
  if (file.size > ATTACHMENT_MAX_BYTES) throw new HttpError(413, ATTACHMENT_TOO_LARGE);
  const fields = parseInput(
    zUploadFields,
    Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
  );
  const fileName = 'name' in file && typeof file.name === 'string' ? file.name : 'attachment';
  return {
    ...fields,
    file: {
      contentType: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName,
    },
  };
}

/** profile: attachments of a person's profile (files they or their coach upload). */
export function registerAttachmentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const contextOf = profileContextOf(app, db);
  const you = (r: FastifyRequest) => signedIn(contextOf(r));
  const api = profileAttachmentApi;

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
      (_r, body, done) => done(null, body),
    );
    serve(
      scope,
      api.upload,
      async (_input, r) => {
        if (!Buffer.isBuffer(r.body))
          throw new HttpError(415, 'errors.attachment.multipartRequired');
        return uploadAttachment(you(r), await readUpload(r));
      },
      { bodyLimit: MULTIPART_LIMIT },
    );
  });
  serve(app, api.get, async ({ params }, r) => attachmentById(you(r), params.id));
  serve(app, api.own, async (_input, r) => ownAttachments(you(r)));
  serve(app, api.byIds, async ({ body }, r) => attachmentsWhere(you(r), { ids: body.ids }));
  serve(app, api.byEmails, async ({ body }, r) => attachmentsByEmails(you(r), body.emails));
  serve(app, api.byParticipants, async ({ body }, r) =>
    attachmentsWhere(you(r), { participantIds: body.ids }),
  );
  serve(app, api.remove, async ({ params }, r) => deleteAttachment(you(r), params.id));
  // Served like a note's attachment: a download of bytes, whatever type was stored.
  serve(app, api.download, async ({ params }, r, reply) => {
    const file = await attachmentFile(you(r), params.id);
    return sendUploadedFile(reply, { data: file.data, fileName: file.name });
  });
  serve(app, api.byParticipant, async ({ params }, r) =>
    attachmentsWhere(you(r), { participantIds: [params.id] }),
  );
  serve(app, api.byUserAccount, async ({ params }, r) =>
    attachmentsWhere(you(r), { userAccountIds: [params.id] }),
  );
}

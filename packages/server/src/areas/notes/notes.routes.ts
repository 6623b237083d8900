import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  NOTE_LIMITS,
  ZNoteAttachmentUpload,
  ZNoteSave,
  ZNoteSearch,
  emptyPagedResult,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { sendUploadedFile } from '../../documents/send-file';
import { parseInput } from '../../http/errors';
import { callContext } from '../crmaccount/account-context';
import {
  addAttachment,
  deleteNote,
  findNotes,
  getNote,
  readAttachment,
  removeAttachment,
  saveNote,
  setNotePin,
} from './notes.service';

const zId = z.object({ id: zGuid });
const ATTACHMENT_BODY_LIMIT = Math.ceil(NOTE_LIMITS.attachmentBytes / 3) * 4 + 4096;

/**
 * notes area (paths of our own: the spec names only the screens). Any signed-in person may
 * call; core's account and group predicates decide whose notes they reach (notes.policy).
 */
export function registerNotesRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: 'any' } } as const;
  const ctx = (request: FastifyRequest) => callContext(db, request);
  const base = '/api/notes';

  app.get(`${base}/search`, signedIn, async (request) => {
    const query = parseInput(ZNoteSearch, request.query);
    const context = await ctx(request);
    return findNotes(context, query).catch((error: unknown) => {
      // Refusals stay refusals; other failures answer an empty result (error catalogue).
      if (error instanceof Error && 'statusCode' in error) throw error;
      request.log.error({ err: error }, 'note search failed');
      return emptyPagedResult();
    });
  });
  app.get(`${base}/:id`, signedIn, async (request) =>
    getNote(await ctx(request), parseInput(zId, request.params).id),
  );
  app.post(`${base}/save`, signedIn, async (request) =>
    saveNote(await ctx(request), parseInput(ZNoteSave, request.body)),
  );
  app.delete(`${base}/:id`, signedIn, async (request) =>
    deleteNote(await ctx(request), parseInput(zId, request.params).id),
  );
  // A pin per note (a path of our own): pinning here never touches the caller's other pins.
  app.post(`${base}/:id/pin`, signedIn, async (request) =>
    setNotePin(await ctx(request), parseInput(zId, request.params).id, true),
  );
  app.delete(`${base}/:id/pin`, signedIn, async (request) =>
    setNotePin(await ctx(request), parseInput(zId, request.params).id, false),
  );
  app.post(
    `${base}/:id/attachments`,
    { ...signedIn, bodyLimit: ATTACHMENT_BODY_LIMIT },
    async (request) => {
      const { id } = parseInput(zId, request.params);
      return addAttachment(await ctx(request), id, parseInput(ZNoteAttachmentUpload, request.body));
    },
  );
  // Always a download (never rendered by the browser): a note's file is not the portal's page.
  app.get(`${base}/attachment/:id`, signedIn, async (request, reply) => {
    const file = await readAttachment(await ctx(request), parseInput(zId, request.params).id);
    return sendUploadedFile(reply, {
      data: file.data,
      fileName: file.name,
      contentType: file.content_type,
    });
  });
  app.delete(`${base}/attachment/:id`, signedIn, async (request) =>
    removeAttachment(await ctx(request), parseInput(zId, request.params).id),
  );
}

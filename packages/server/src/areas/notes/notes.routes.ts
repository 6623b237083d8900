import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { NOTE_LIMITS, emptyPagedResult, notesApi, userAccountApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { sendUploadedFile } from '../../documents/send-file';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import {
  addAttachment,
  deleteNote,
  findNotes,
  getNote,
  readAttachment,
  removeAttachment,
  saveNote,
  setNotePin,
  updatePinnedNotes,
} from './notes.service';

const ATTACHMENT_BODY_LIMIT = Math.ceil(NOTE_LIMITS.attachmentBytes / 3) * 4 + 4096;

/**
 * notes area (paths of our own: the spec names only the screens). Any signed-in person may
 * call; core's account and group predicates decide whose notes they reach (notes.policy).
 */
export function registerNotesRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);

  serve(app, notesApi.search, async ({ query }, request) => {
    const context = await ctx(request);
    return findNotes(context, query).catch((error: unknown) => {
      // Refusals stay refusals; other failures answer an empty result (error catalogue).
      if (error instanceof Error && 'statusCode' in error) throw error;
      request.log.error({ err: error }, 'note search failed');
      return emptyPagedResult();
    });
  });
  serve(app, notesApi.get, async ({ params }, request) => getNote(await ctx(request), params.id));
  serve(app, notesApi.save, async ({ body }, request) => saveNote(await ctx(request), body));
  serve(app, notesApi.remove, async ({ params }, request) =>
    deleteNote(await ctx(request), params.id),
  );
  serve(app, notesApi.pin, async ({ params }, request) =>
    setNotePin(await ctx(request), params.id, true),
  );
  serve(app, notesApi.unpin, async ({ params }, request) =>
    setNotePin(await ctx(request), params.id, false),
  );
  serve(
    app,
    notesApi.addAttachment,
    async ({ params, body }, request) => addAttachment(await ctx(request), params.id, body),
    { bodyLimit: ATTACHMENT_BODY_LIMIT },
  );
  // Always a download (never rendered by the browser): a note's file is not the portal's page.
  serve(app, notesApi.attachment, async ({ params }, request, reply) => {
    const file = await readAttachment(await ctx(request), params.id);
    return sendUploadedFile(reply, {
      data: file.data,
      fileName: file.name,
      contentType: file.content_type,
    });
  });
  serve(app, notesApi.removeAttachment, async ({ params }, request) =>
    removeAttachment(await ctx(request), params.id),
  );
  // On the user account's path (the spec's), but the notes' rule: which notes the caller may pin.
  serve(app, userAccountApi.updatePinnedNotes, async ({ params }, request) =>
    updatePinnedNotes(await ctx(request), params.a, params.b),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PICTURE_MAX_BYTES, userAccountApi, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, sendError } from '../../http/errors';
import { serve } from '../../http/serve';
import {
  PICTURE_URL_HASH_LENGTH,
  accountByUserId,
  saveAccount,
  setTitles,
  updatePicture,
} from './useraccount.service';
import { findPicture } from './useraccount.store';
import { myLanguage, setMyLanguage } from './useraccount-language.service';
import { requestContext, signedIn, type SignedInContext } from '../../shared/request-context';

const zPictureParams = z.object({
  id: zGuid,
  hash: z.string().regex(new RegExp(`^[0-9a-f]{${PICTURE_URL_HASH_LENGTH}}$`)),
});

/** Base64 of the largest picture, its data-URL prefix and the JSON around it. */
const PICTURE_BODY_LIMIT = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 4096;

function contextOf(db: Kysely<Database>, request: FastifyRequest): SignedInContext {
  return signedIn(requestContext(request, db));
}

/**
 * The pictures, outside /api: an <img> sends neither app-name nor a token. The address holds
 * 128 bits of the picture's hash, so only those who could read the account know it.
 */
function registerPictureRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/pictures/useraccount/:id/:hash', async (request, reply) => {
    const params = zPictureParams.safeParse(request.params);
    const picture = params.success ? await findPicture(db, params.data.id) : undefined;
    if (!params.success || !picture?.hash.startsWith(params.data.hash)) {
      return sendError(request, reply, 404, 'errors.common.pictureNotServed');
    }
    return reply
      .header('content-type', picture.contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(picture.data));
  });
}

/** useraccount area: the account page's reads and saves (see docs/decisions.md). */
export function registerUserAccountRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const api = userAccountApi;
  serve(app, api.getByUserId, async ({ params }, request) => {
    if (params.appName !== request.brand) {
      throw new HttpError(400, 'errors.common.pathBrandMismatch');
    }
    return accountByUserId(contextOf(db, request), params.userId, {
      contacts: params.f1,
      picture: params.f2,
    });
  });

  serve(app, api.save, async ({ body }, request) => saveAccount(contextOf(db, request), body));

  serve(app, api.getLanguage, async (_input, request) => myLanguage(contextOf(db, request)));

  serve(app, api.setLanguage, async ({ body }, request) =>
    setMyLanguage(contextOf(db, request), body.language),
  );

  serve(app, api.setTitles, async ({ params, body }, request) =>
    setTitles(contextOf(db, request), params.id, body),
  );

  serve(
    app,
    api.updatePicture,
    async ({ params, body }, request) =>
      updatePicture(contextOf(db, request), params.id, body.data),
    { bodyLimit: PICTURE_BODY_LIMIT },
  );

  registerPictureRoute(app, db);
}

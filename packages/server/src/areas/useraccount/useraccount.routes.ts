import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  PICTURE_MAX_BYTES,
  ZSetTitles,
  ZUserAccountPicture,
  ZUserAccountSave,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput, sendError } from '../../http/errors';
import {
  PICTURE_URL_HASH_LENGTH,
  accountByUserId,
  saveAccount,
  setTitles,
  updatePicture,
} from './useraccount.service';
import { findPicture } from './useraccount.store';
import { requestContext, signedIn, type SignedInContext } from '../../shared/request-context';

/** A flag of the path: true, false, 1 or 0 (any case). */
const zFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((flag) => flag === 'true' || flag === '1');

const zGetByUserId = z.object({
  userId: zGuid,
  appName: z.string().trim().toLowerCase(),
  f1: zFlag,
  f2: zFlag,
});
const zIdParams = z.object({ id: zGuid });
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
      return sendError(request, reply, 404, 'No picture is served at this address.');
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
  const signedIn = { config: { access: ANY } } as const;

  // f1: include e-mails and phone numbers; f2: include the picture's address.
  app.get('/api/useraccount/GetByUserId/:userId/:appName/:f1/:f2', signedIn, async (request) => {
    const params = parseInput(zGetByUserId, request.params);
    if (params.appName !== request.brand) {
      throw new HttpError(400, 'The app name of the path must be the brand of the call.');
    }
    return accountByUserId(contextOf(db, request), params.userId, {
      contacts: params.f1,
      picture: params.f2,
    });
  });

  app.post('/api/useraccount/save', signedIn, async (request) =>
    saveAccount(contextOf(db, request), parseInput(ZUserAccountSave, request.body)),
  );

  app.post('/api/useraccount/SetTitles/:id', signedIn, async (request) => {
    const { id } = parseInput(zIdParams, request.params);
    return setTitles(contextOf(db, request), id, parseInput(ZSetTitles, request.body));
  });

  app.post(
    '/api/useraccount/UpdatePicture/:id',
    { ...signedIn, bodyLimit: PICTURE_BODY_LIMIT },
    async (request) => {
      const { id } = parseInput(zIdParams, request.params);
      const { data } = parseInput(ZUserAccountPicture, request.body);
      return updatePicture(contextOf(db, request), id, data);
    },
  );

  registerPictureRoute(app, db);
}

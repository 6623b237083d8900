import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isSecurityAdmin, messagingApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from '../../http/api-guard';
import { serve } from '../../http/serve';
import { routeLimit } from '../../http/shared-rate-limit';
import { issuePasscode } from '../auth/passcode.service';
import { checkPhoneVerification, sendPhoneVerification } from '../auth/phone-verification.service';
import {
  sendTestBulkEmail,
  sendTestDevopsAlert,
  sendTestEmail,
  sendTestEndUserEmail,
  sendTestSms,
  ZOOM_NOT_CONFIGURED,
} from './messaging-tools.service';
import { requestContext } from '../../shared/request-context';

const ZOOM_CALLS = [
  api.zoomAccessToken,
  api.zoomUserId,
  api.zoomChannelId,
  api.zoomMessageToChannel,
  api.zoomMessageToUser,
];

/** A user's own phone number, or any user's for a security admin. */
function assertSelfOrSecurityAdmin(request: FastifyRequest, userId: string): void {
  const session = request.session;
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
  if (session.userId !== userId && !isSecurityAdmin(session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
}

function registerTestSends(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => requestContext(request, db);

  serve(app, api.sendTestEmail, async (_input, request) => sendTestEmail(ctx(request)));

  // {a}: the address, {b}: how many copies (1 to MAX_TEST_COPIES).
  serve(app, api.sendTestBulkEmail, async ({ params }, request) =>
    sendTestBulkEmail(ctx(request), params.a, params.b),
  );

  serve(app, api.sendTestSms, async ({ query }, request) => sendTestSms(ctx(request), query.to));

  // {a}: the template code, {b}: the address; ?locale= and ?data= (JSON) are optional.
  serve(app, api.sendTestEndUserEmail, async ({ params: { a, b }, query }, request) =>
    sendTestEndUserEmail(ctx(request), { code: a, to: b, ...query }),
  );

  serve(app, api.sendTestDevopsAlert, async (_input, request) =>
    sendTestDevopsAlert(ctx(request), {
      ...app.portal.config,
      alertEmail: app.portal.settings.current().alertEmail,
    }),
  );
}

function registerCodeSends(app: FastifyInstance, db: Kysely<Database>): void {
  const limited = () => ({ onRequest: routeLimit(app) });

  // {a}: the user id, {b}: the phone number to verify.
  serve(
    app,
    api.sendSmsVerification,
    async ({ params: { a, b } }, request) => {
      assertSelfOrSecurityAdmin(request, a);
      return sendPhoneVerification(requestContext(request, db), a, b);
    },
    limited(),
  );

  // {a}: the user id, {b}: the phone number, {c}: the code it received.
  serve(
    app,
    api.checkSmsVerification,
    async ({ params: { a, b, c } }, request) => {
      assertSelfOrSecurityAdmin(request, a);
      return checkPhoneVerification(requestContext(request, db), { userId: a, phone: b, code: c });
    },
    limited(),
  );

  // {a}: the account's e-mail, {b}: its verified phone number; the same answer either way.
  serve(
    app,
    api.sendSmsPasscode,
    async ({ params: { a, b } }, request) =>
      issuePasscode(requestContext(request, db), a, { sms: b }),
    limited(),
  );

  // {a}: the account's e-mail (as /api/auth/SendEmailPasscode).
  serve(
    app,
    api.sendEmailPasscode,
    async ({ params: { a } }, request) => issuePasscode(requestContext(request, db), a),
    limited(),
  );
}

/** The messaging tools: test sends, SMS verification, passcodes, and the Zoom calls. */
export function registerMessagingToolRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerTestSends(app, db);
  registerCodeSends(app, db);
  // No Zoom integration exists: the calls say so instead of answering made-up data.
  for (const endpoint of ZOOM_CALLS) {
    serve(app, endpoint, async () => {
      throw new HttpError(501, ZOOM_NOT_CONFIGURED);
    });
  }
}

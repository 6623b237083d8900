import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MAINTAINERS,
  ZTemplatePreviewQuery,
  isSecurityAdmin,
  messagingApi,
  zEmail,
  zPhone,
  zTemplateCode,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { serve } from '../../http/serve';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from '../../http/api-guard';
import { routeLimit } from '../../http/shared-rate-limit';
import { issuePasscode } from '../auth/passcode.service';
import { checkPhoneVerification, sendPhoneVerification } from '../auth/phone-verification.service';
import {
  MAX_TEST_COPIES,
  sendTestBulkEmail,
  sendTestDevopsAlert,
  sendTestEmail,
  sendTestEndUserEmail,
  sendTestSms,
  ZOOM_NOT_CONFIGURED,
} from './messaging-tools.service';
import { requestContext } from '../../shared/request-context';

const ZOOM_CALLS = [
  'GetZoomAccessToken',
  'GetZoomUserId/:x',
  'GetZoomChannelId/:x',
  'SendMessageToZoomChannelId/:a/:b',
  'SendMessageToZoomUserEmail/:a/:b',
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
  const admin = { config: { access: MAINTAINERS } } as const;
  app.get('/api/messaging/sendtestemail', admin, async (request) =>
    sendTestEmail(requestContext(request, db)),
  );

  // {a}: the address, {b}: how many copies (1 to MAX_TEST_COPIES).
  app.get('/api/messaging/sendtestbulkemail/:a/:b', admin, async (request) => {
    const { a, b } = parseInput(
      z.object({ a: zEmail, b: z.coerce.number().int().min(1).max(MAX_TEST_COPIES) }),
      request.params,
    );
    return sendTestBulkEmail(requestContext(request, db), a, b);
  });

  app.get('/api/messaging/sendtestsms', admin, async (request) => {
    const { to } = parseInput(z.object({ to: zPhone.optional() }), request.query);
    return sendTestSms(requestContext(request, db), to);
  });

  // {a}: the template code, {b}: the address; ?locale= and ?data= (JSON) are optional.
  app.get('/api/messaging/SendTestEndUserEmail/:a/:b', admin, async (request) => {
    const { a, b } = parseInput(z.object({ a: zTemplateCode, b: zEmail }), request.params);
    const query = parseInput(ZTemplatePreviewQuery, request.query);
    return sendTestEndUserEmail(requestContext(request, db), { code: a, to: b, ...query });
  });

  app.get('/api/messaging/SendTestDevopsAlert', admin, async (request) =>
    sendTestDevopsAlert(requestContext(request, db), app.portal.config),
  );
}

function registerCodeSends(app: FastifyInstance, db: Kysely<Database>): void {
  const limited = () => ({ config: { access: 'anonymous' as const }, onRequest: routeLimit(app) });

  serve(
    app,
    messagingApi.sendSmsVerification,
    async ({ params }, request) => {
      assertSelfOrSecurityAdmin(request, params.a);
      return sendPhoneVerification(requestContext(request, db), params.a, params.b);
    },
    { onRequest: routeLimit(app) },
  );
  serve(
    app,
    messagingApi.checkSmsVerification,
    async ({ params }, request) => {
      assertSelfOrSecurityAdmin(request, params.a);
      return checkPhoneVerification(requestContext(request, db), {
        userId: params.a,
        phone: params.b,
        code: params.c,
      });
    },
    { onRequest: routeLimit(app) },
  );

  // {a}: the account's e-mail, {b}: its verified phone number; the same answer either way.
  app.get('/api/messaging/SendSmsPasscode/:a/:b', limited(), async (request) => {
    const { a, b } = parseInput(z.object({ a: zEmail, b: zPhone }), request.params);
    return issuePasscode(requestContext(request, db), a, { sms: b });
  });

  // {a}: the account's e-mail (as /api/auth/SendEmailPasscode).
  app.get('/api/messaging/SendEmailPasscode/:a', limited(), async (request) => {
    const { a } = parseInput(z.object({ a: zEmail }), request.params);
    return issuePasscode(requestContext(request, db), a);
  });
}

/** The messaging tools: test sends, SMS verification, passcodes, and the Zoom calls. */
export function registerMessagingToolRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerTestSends(app, db);
  registerCodeSends(app, db);
  // No Zoom integration exists: the calls say so instead of answering made-up data.
  for (const call of ZOOM_CALLS) {
    app.get(`/api/messaging/${call}`, { config: { access: 'developer' } }, async () => {
      throw new HttpError(501, ZOOM_NOT_CONFIGURED);
    });
  }
}

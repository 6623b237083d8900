import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import {
  SIGN_IN_ERRORS,
  authInteractionApi as api,
  isFeatureEnabled,
  type TSignInAnswer,
} from '@portal/core';
import { requestContext } from '../../shared/request-context';
import { findUserById } from '../identity-users.store';
import { inUniformTime } from '../../areas/auth/uniform-timing';
import {
  issueSmsPasscode,
  verifyPasscode,
  verifySmsPasscode,
} from '../../areas/auth/passcode.service';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { loginThrottle } from './login-throttle';
import { isLockedOut } from './oidc-account';
import type { OidcDeps } from './oidc-config';
import type { OidcProviders } from './oidc-providers';
import { signInWithPassword } from './password-sign-in';
import {
  awaitSecondFactor,
  pendingSecondFactor,
  phoneEnding,
  secondFactorPhone,
} from './second-factor';
import type { RequestContext } from '../../shared/request-context';

export const {
  invalidCredentials: INVALID_CREDENTIALS,
  interactionExpired: INTERACTION_EXPIRED,
  invalidCode: INVALID_CODE,
  noCodeAwaited: NO_CODE_AWAITED,
  passcodeOff: PASSCODE_OFF,
} = SIGN_IN_ERRORS;

type InteractionKit = {
  /** A fresh per-address limit of password or code checks (SIGN_IN_RATE_LIMIT a minute). */
  throttle: (name: string) => onRequestAsyncHookHandler;
  providers: OidcProviders;
  deps: OidcDeps;
  context: (request: FastifyRequest) => RequestContext;
  features: (request: FastifyRequest) => Promise<Readonly<Record<string, boolean>>>;
};

type Found = { provider: Provider; details: Interaction };

/** The interaction of the provider's cookie, which must be of this brand. */
async function cookieInteraction(
  kit: InteractionKit,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const provider = kit.providers.providerFor(request);
  const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
  if (!details || details.params.client_id !== request.brand) {
    throw new HttpError(400, INTERACTION_EXPIRED);
  }
  return { provider, details };
}

/** The interaction of the provider's cookie; it must be the one the page names (CSRF). */
async function interactionOf(
  kit: InteractionKit,
  uid: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Found> {
  const found = await cookieInteraction(kit, request, reply);
  if (found.details.uid !== uid) throw new HttpError(400, INTERACTION_EXPIRED);
  return found;
}

/**
 * The first factor passed: the interaction completes, or, when the brand has `mfa` on and the
 * user a confirmed phone, a code is texted and the interaction waits for it.
 */
async function afterFirstFactor(
  kit: InteractionKit,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  login: { accountId: string; remember: boolean; amr: string },
): Promise<TSignInAnswer> {
  const user = await findUserById(kit.deps.db, login.accountId);
  const phone = user ? secondFactorPhone(await kit.features(request), user) : null;
  if (!user || !phone) {
    const redirectTo = await found.provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: login.accountId, remember: login.remember, amr: [login.amr] },
    });
    return { redirectTo };
  }
  const pending = { accountId: user.id, remember: login.remember, phoneEnding: phoneEnding(phone) };
  await awaitSecondFactor(found.details, pending);
  await issueSmsPasscode(kit.context(request), { ...user, phone_number: phone });
  return { secondFactor: { phoneEnding: pending.phoneEnding } };
}

function registerFirstFactors(app: FastifyInstance, kit: InteractionKit): void {
  serve(app, api.interaction, async ({ params }, request, reply) => {
    const { details } = await interactionOf(kit, params.uid, request, reply);
    const hint = details.params.login_hint;
    const pending = pendingSecondFactor(details);
    return {
      uid: details.uid,
      brand: request.brand,
      prompt: details.prompt.name,
      loginHint: typeof hint === 'string' ? hint : null,
      secondFactor: pending ? { phoneEnding: pending.phoneEnding } : null,
    };
  });

  serve(
    app,
    api.login,
    async ({ params, body: input }, request, reply) => {
      const found = await interactionOf(kit, params.uid, request, reply);
      const result = await inUniformTime(() =>
        signInWithPassword(kit.deps.db, input.email, input.password),
      );
      if (!result.ok) throw new HttpError(400, INVALID_CREDENTIALS);
      const login = { accountId: result.userId, remember: input.rememberMe, amr: 'pwd' };
      return afterFirstFactor(kit, request, reply, found, login);
    },
    { onRequest: kit.throttle('login') },
  );

  // Sign-in with an e-mailed code (SendEmailPasscode): its own limit and its own 5 tries a code.
  serve(
    app,
    api.passcode,
    async ({ params, body: input }, request, reply) => {
      const found = await interactionOf(kit, params.uid, request, reply);
      if (!isFeatureEnabled(await kit.features(request), 'passcodeLogin')) {
        throw new HttpError(403, PASSCODE_OFF);
      }
      const result = await inUniformTime(() =>
        verifyPasscode(kit.context(request), input.email, input.code),
      );
      // A locked account answers like a wrong code: the answer does not tell who exists.
      if (!result.ok || isLockedOut(result.user.lockout_end)) {
        throw new HttpError(400, INVALID_CODE);
      }
      const login = { accountId: result.user.id, remember: input.rememberMe, amr: 'otp' };
      return afterFirstFactor(kit, request, reply, found, login);
    },
    { onRequest: kit.throttle('passcode') },
  );
}

function registerSecondFactor(app: FastifyInstance, kit: InteractionKit): void {
  serve(
    app,
    api.secondFactor,
    async ({ params, body }, request, reply) => {
      const found = await interactionOf(kit, params.uid, request, reply);
      const pending = pendingSecondFactor(found.details);
      if (!pending) throw new HttpError(400, NO_CODE_AWAITED);
      const result = await verifySmsPasscode(kit.context(request), pending.accountId, body.code);
      if (!result.ok) throw new HttpError(400, INVALID_CODE);
      const redirectTo = await found.provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: pending.accountId, remember: pending.remember, amr: ['pwd', 'sms'] },
      });
      return { redirectTo };
    },
    { onRequest: kit.throttle('mfa') },
  );

  // The spec's call, given the meaning of this design: is a texted code awaited in this
  // browser, and where is its page. rememberMe, when given, replaces the choice made with the
  // password; returnUrl is accepted only as a path of this site (the app's sign-in state, not
  // the server, carries where the person lands afterwards).
  serve(app, api.loginWith2fa, async ({ query }, request, reply) => {
    const { rememberMe, returnUrl = null } = query;
    const { details } = await cookieInteraction(kit, request, reply);
    const pending = pendingSecondFactor(details);
    if (!pending) {
      return { required: false, phoneEnding: null, rememberMe: false, page: null, returnUrl };
    }
    if (rememberMe !== undefined && rememberMe !== pending.remember) {
      await awaitSecondFactor(details, { ...pending, remember: rememberMe });
    }
    return {
      required: true,
      phoneEnding: pending.phoneEnding,
      rememberMe: rememberMe ?? pending.remember,
      page: `/auth/mfalogin/${pending.phoneEnding}?interaction=${details.uid}`,
      returnUrl,
    };
  });
}

/** The JSON API of the sign-in page: the interaction, its first factors and the texted code. */
export function registerInteractionApi(
  app: FastifyInstance,
  providers: OidcProviders,
  deps: OidcDeps,
): void {
  const kit: InteractionKit = {
    throttle: (name) => loginThrottle(deps.db, name, app.portal.settings.current().signInRateLimit),
    providers,
    deps,
    // The sign-in steps act for nobody yet, whatever token the browser may send along.
    context: (request) => ({ ...requestContext(request, deps.db), session: null }),
    features: async (request) => (await app.portal.webConfig.get(request.brand)).config.features,
  };
  registerFirstFactors(app, kit);
  registerSecondFactor(app, kit);
}

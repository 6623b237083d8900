import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { evaluateRouteAccess, type RouteAccess, type RouteDef } from '@portal/core';
import { useSession } from '../auth/session-context';
import { toasts } from '../ui/toast/toast-store';
import { loginLocation } from './login-location';
import { fallbackLocation, useNavigationMemory } from './navigation-memory';
import { usePortal } from './portal-context';
import { RoutePage } from './RoutePage';
import { useResendConfirmation } from './use-resend-confirmation';
import { showVerifyEmailNotice } from './verify-email-notice';

/** Sends the browser to the brand's contact page (mailto: or a web page). */
function ContactRedirect() {
  const { brand } = usePortal();
  useEffect(() => window.location.assign(brand.contactUrl), [brand.contactUrl]);
  return null;
}

/** Says why a route was refused, once per refusal (not again when the language changes). */
function useRefusalToast(kind: RouteAccess['kind']) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const announce = useEffectEvent((refusal: RouteAccess['kind']) => {
    if (refusal === 'forbidden' || refusal === 'feature-off') {
      toasts.show({ message: t('shell.guard.notAuthorized'), severity: 'warning' });
    }
    if (refusal === 'unverified') showVerifyEmailNotice(t, resend);
  });
  useEffect(() => announce(kind), [kind]);
}

/**
 * The one guard of the route table: it asks core whether the route opens for this session and
 * these features, and turns the answer into the page, a redirect or a message.
 */
export function RouteGuard({ route }: { route: RouteDef }) {
  const { session } = useSession();
  const { config } = usePortal();
  const location = useLocation();
  const lastAllowedRef = useNavigationMemory();
  const access = evaluateRouteAccess(route, { session, features: config.features });
  const here = `${location.pathname}${location.search}`;
  useRefusalToast(access.kind);
  const navigate = useNavigate();
  const refused = ['forbidden', 'feature-off', 'unverified'].includes(access.kind);
  useEffect(() => {
    if (access.kind === 'allowed') lastAllowedRef.current = here;
    if (!refused) return;
    // Back where the user came from; the toast says why.
    const back = fallbackLocation(lastAllowedRef.current, here);
    if (back !== here) void navigate(back, { replace: true });
  }, [access.kind, refused, here, lastAllowedRef, navigate]);

  switch (access.kind) {
    case 'allowed':
      return route.external === 'contact' ? <ContactRedirect /> : <RoutePage route={route} />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'login':
      return <Navigate to={loginLocation(location.pathname, location.search)} replace />;
    default:
      return null;
  }
}

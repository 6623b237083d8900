/* global window */
// Hands the identity service's answer back to the page that asked for a silent renewal, in the
// message oidc-client-ts listens for. A file of its own: the site's CSP allows no inline script.
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);

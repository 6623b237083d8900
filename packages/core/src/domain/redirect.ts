// A path a page was asked to return to comes from the address bar or an e-mail, so anyone can
// write it: only paths of this site are followed.

/**
 * True when `value` is a path of this site ("/plan?x=1"), never another origin: not "//host",
 * not "/\host" (browsers read a backslash as a slash), and no control characters or spaces,
 * which browsers strip ("/\t/host" is "//host" to them).
 */
export function isSameOriginPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.length > 2000) return false;
  if ([...value].some((c) => c.charCodeAt(0) <= 0x20 || c === '\u007f' || c === '\\')) {
    return false;
  }
  // A single slash followed by anything else is a path-absolute reference: same origin.
  return !value.startsWith('//');
}

/** The path when it is one of this site, else home. */
export function safeRedirectPath(value: string | null | undefined): string {
  return isSameOriginPath(value) ? value : '/';
}

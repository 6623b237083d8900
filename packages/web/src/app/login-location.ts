/** Query values a protected address hands on to the sign-in page besides the redirect. */
const HANDED_ON = ['email', 'errors'] as const;

/**
 * The sign-in address for a visitor on a protected page: `/login?redirect=<path and query>`,
 * plus the `email` and `errors` of that page's query, which the sign-in page shows.
 */
export function loginLocation(pathname: string, search: string): string {
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  const query = new URLSearchParams(search);
  for (const name of HANDED_ON) {
    const value = query.get(name);
    if (value !== null && value !== '') params.set(name, value);
  }
  return `/login?${params.toString()}`;
}

import { MAX_PAGE_SIZE, isValidEmail } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { searchUsers } from './security-api';

/** Users picked by e-mail address: the ids found, and the addresses no user has. */
export type ResolvedUsers = { ids: string[]; unknown: string[] };

/** How many user searches run at once: a long list should not flood the server. */
const PARALLEL_SEARCHES = 4;

/**
 * The addresses of a pasted list, one per line or separated by commas, semicolons or spaces:
 * trimmed, lower case (addresses are compared without case), each once, in the pasted order.
 */
export function parseEmailList(text: string): string[] {
  const addresses = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  return [...new Set(addresses)];
}

/**
 * The user whose address is exactly `email`, through the user search. The search matches parts of
 * names and addresses, so its answers are filtered to the exact address; a full page keeps that
 * user among them even when many other addresses contain this one.
 */
async function findUserId(api: ApiClient, email: string): Promise<string | undefined> {
  const page = await searchUsers(api, {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    sortProperty: undefined,
    sortAscending: true,
    search: email,
  });
  return page.data.find((user) => user.email.toLowerCase() === email)?.id;
}

/** The users of the given addresses; a malformed address is not looked up and counts unknown. */
export async function resolveUserEmails(api: ApiClient, emails: string[]): Promise<ResolvedUsers> {
  const found = new Map<string, string | undefined>();
  const lookups = emails.filter(isValidEmail);
  for (let start = 0; start < lookups.length; start += PARALLEL_SEARCHES) {
    const batch = lookups.slice(start, start + PARALLEL_SEARCHES);
    const ids = await Promise.all(batch.map((email) => findUserId(api, email)));
    batch.forEach((email, index) => found.set(email, ids[index]));
  }
  const ids = emails.map((email) => found.get(email)).filter((id): id is string => !!id);
  return { ids: [...new Set(ids)], unknown: emails.filter((email) => !found.get(email)) };
}

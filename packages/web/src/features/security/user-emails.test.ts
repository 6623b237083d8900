import { describe, expect, it, vi } from 'vitest';
import { testApi } from '../../test/render-app';
import { grace, lockedUser, userPage } from '../../test/security-data';
import { parseEmailList, resolveUserEmails } from './user-emails';

describe('parseEmailList', () => {
  it('splits on lines, commas, semicolons and spaces, lower-cases and drops repeats', () => {
    expect(parseEmailList(' A@x.org,b@x.org\n\nc@x.org; a@X.org\tb@x.org ')).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
    ]);
    expect(parseEmailList(' \n , ')).toEqual([]);
  });
});

describe('resolveUserEmails', () => {
  it('keeps only exact address matches and lists the rest as unknown', async () => {
    // The search matches parts of addresses: "hopper@example.org" finds grace too.
    const get = vi.fn(async (_path: string, query?: unknown) => {
      const search = (query as { search: string }).search;
      if (search === 'locked.out@example.org') return userPage(lockedUser);
      return userPage(grace);
    });
    const api = testApi(get);
    const answer = await resolveUserEmails(api, [
      'grace.hopper@example.org',
      'hopper@example.org',
      'not an address',
      'locked.out@example.org',
    ]);
    expect(answer).toEqual({
      ids: [grace.id, lockedUser.id],
      unknown: ['hopper@example.org', 'not an address'],
    });
    // The malformed entry is never searched for.
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith(
      '/api/auth/users',
      expect.objectContaining({ search: 'hopper@example.org' }),
      undefined,
    );
  });
});

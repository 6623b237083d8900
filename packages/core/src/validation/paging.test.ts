import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, emptyPagedResult, zPagedQuery } from './paging';

describe('zPagedQuery', () => {
  it('fills the defaults for an empty query', () => {
    expect(zPagedQuery.parse({})).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sortAscending: true,
      sortProperty: undefined,
      search: undefined,
    });
  });

  it('reads the text values of a URL query', () => {
    expect(
      zPagedQuery.parse({
        page: '3',
        pageSize: '50',
        sortProperty: 'lastName',
        sortAscending: 'false',
        search: '  smith ',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sortProperty: 'lastName',
      sortAscending: false,
      search: 'smith',
    });
  });

  it('accepts booleans and any case of true and false', () => {
    expect(zPagedQuery.parse({ sortAscending: false }).sortAscending).toBe(false);
    expect(zPagedQuery.parse({ sortAscending: 'TRUE' }).sortAscending).toBe(true);
  });

  it('allows a page size of exactly 200', () => {
    expect(zPagedQuery.parse({ pageSize: MAX_PAGE_SIZE }).pageSize).toBe(200);
  });

  it.each([
    [{ pageSize: 201 }, 'a page size over 200'],
    [{ pageSize: 0 }, 'a page size of 0'],
    [{ page: 0 }, 'page 0'],
    [{ page: -1 }, 'a negative page'],
    [{ page: '1.5' }, 'a fractional page'],
    [{ page: 'two' }, 'a page that is not a number'],
    [{ sortAscending: 'yes' }, 'a sort direction that is not true or false'],
    [{ search: 'x'.repeat(501) }, 'a search text over 500 characters'],
  ])('rejects %o (%s)', (query: Record<string, unknown>, _reason: string) => {
    expect(zPagedQuery.safeParse(query).success).toBe(false);
  });

  it('treats blank search and sort texts as absent', () => {
    const query = zPagedQuery.parse({ search: '   ', sortProperty: '' });
    expect(query.search).toBeUndefined();
    expect(query.sortProperty).toBeUndefined();
  });
});

describe('emptyPagedResult', () => {
  it('has no matches and no data', () => {
    expect(emptyPagedResult()).toEqual({ count: 0, data: [] });
  });
});
